<?php
$bad = ['', ' ', '[1,]', '{"a":1,}', '[1}', '{"a":1]', '{1:1}', '{"a" 1}', '{"a":}', '[', ']', '{',
        'TRUE', 'nul', 'truex', '-', '01', '1.', '.5', '1e', '1e+', '+1', "1\x00", "\x00", "[\x00]",
        "1\x01", "\xff", "\xef\xbb\xbf1", '[1 2]', '"a" "b"', "'a'", '[1,,2]', 'NaN', '{"\u0000a":1}',
        '/* c */ 1', '[1]x'];
foreach ($bad as $j) {
    $r = json_decode($j);
    printf("%-20s %s %d %s\n", bin2hex($j), var_export($r, true), json_last_error(), json_last_error_msg());
}
var_dump(json_decode('{"\u0000a":1}', true));
var_dump(json_decode('{"a\u0000":1}'));
json_decode('[1]');
var_dump(json_last_error(), json_last_error_msg());
