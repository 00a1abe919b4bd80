<?php
foreach (["\xfe\xff\x00a", "\xff\xfea\x00", "\x00a\x00b", "\xfe\xff", "\x00"] as $s) {
    echo bin2hex($s), ": ", bin2hex(mb_convert_encoding($s, "UTF-8", "UTF-16")), " ", bin2hex(mb_convert_encoding($s, "UTF-8", "UCS-2")), "\n";
}
foreach (["\x00\x00\xfe\xff\x00\x00\x00a", "\xff\xfe\x00\x00a\x00\x00\x00", "\x00\x11\x00\x00", "\x00\x00\xd8\x00", "abc"] as $s) {
    echo bin2hex($s), ": ", bin2hex(mb_convert_encoding($s, "UTF-8", "UTF-32")), " ", bin2hex(mb_convert_encoding($s, "UTF-16BE", "UCS-4")), "\n";
}
foreach (["\xd8\x3d", "\xdc\x00a", "\xd8\x3d\x00a", "\xd8\x3d\xde\x00"] as $s) {
    echo bin2hex($s), ": ", bin2hex(mb_convert_encoding($s, "UTF-8", "UTF-16BE")), "\n";
}
