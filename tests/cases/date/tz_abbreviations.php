<?php
// timezone_abbreviations_list(), DateTimeZone::listAbbreviations(),
// timezone_name_from_abbr() (abbreviation, offset and fallback searches),
// timezone_version_get().
$l = timezone_abbreviations_list();
$n = 0;
foreach ($l as $rows) {
    $n += count($rows);
}
echo count($l), " abbreviations, $n rows\n";
var_dump($l === DateTimeZone::listAbbreviations());
echo json_encode(array_slice($l, 0, 3)), "\n";
var_dump($l['est'][0], $l['utc'] ?? null, array_key_first($l), array_key_last($l));
foreach ($l as $abbr => $rows) {
    foreach ($rows as $r) {
        if ($r['timezone_id'] === null) {
            echo "no zone: $abbr {$r['offset']}\n";
        }
    }
}
$cases = [
    ['EST'], ['est', -18000, 1], ['CEST'], ['cest', 7200], ['cest', 3600], ['utc'], ['GMT', 3600],
    ['xyz'], ['', 3600, 0], ['', -18000, 1], ['', 12345, -1], ['', 0, 0], ['', 0, 1], ['', 19800, 0],
    ['', 20700, 0], ['', 3600, 2], ['', 3600], ['bst'], ['bst', 3600], ['bst', 0], ['ist', 19800],
    ['ist', 3600], ['a'], ['z'], ["est\0x"], ['EDT', -18000, 0],
];
foreach ($cases as $c) {
    echo json_encode($c), ' => ', var_export(timezone_name_from_abbr(...$c), true), "\n";
}
var_dump(timezone_version_get());
