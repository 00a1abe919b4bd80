<?php
$cases = [
    '"plain"', '"a\"b"', '"back\\\\slash"', '"\/slash"', '"\b\f\n\r\t"', '"\u0041\u00e9\u20ac"',
    '"\ud83d\ude00"', '"\u0000x"', '"caf' . "\xc3\xa9" . '"', '"' . "\xf0\x9f\x98\x80" . '"',
    '"\u00"', '"\x41"', '"\U0041"', '"\ud800"', '"\udc00"', '"\ud800\u0041"', '"\ud800x"',
    '"abc', '"a' . "\x01" . 'b"', '"tab	in"', '"' . "\xff" . '"', '"' . "\xc0\xaf" . '"',
    '"' . "\xed\xa0\x80" . '"', '"' . "\xe2\x82" . '"',
];
foreach ($cases as $j) {
    $r = json_decode($j);
    echo bin2hex($j), ' => ';
    var_dump($r);
    echo '   ', json_last_error(), ' ', json_last_error_msg(), "\n";
}
