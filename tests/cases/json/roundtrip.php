<?php
// Objects are exported, not var_dump()ed: rphp keeps call temporaries alive longer, which shifts object ids.
function dump(...$v) { foreach ($v as $x) { var_export($x); echo "\n"; } }
$values = [
    [1, 2.5, -3, 'x', true, false, null],
    ['a' => ['b' => ['c' => 'd']], 'e' => [], 'f' => "quote\"slash/\u{e9}"],
    "line\nbreak\ttab",
    0.1 + 0.2,
    PHP_INT_MAX,
    ['list' => range(1, 5), 'map' => ['x' => 1.0]],
];
foreach ($values as $v) {
    $j = json_encode($v);
    $back = json_decode($j, true);
    echo $j, "\n";
    var_dump($back === $v || $back == $v);
    echo json_encode(json_decode($j)), "\n";
}
$pretty = json_encode(['a' => [1, 2], 'b' => (object) []], JSON_PRETTY_PRINT);
dump(json_decode($pretty));
echo JSON_OBJECT_AS_ARRAY, ' ', JSON_BIGINT_AS_STRING, ' ', JSON_ERROR_SYNTAX, ' ', JSON_ERROR_UTF16, ' ', JSON_HEX_TAG, "\n";
