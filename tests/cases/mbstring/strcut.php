<?php
$s = "日本語テキスト";
foreach ([[0, 4], [1, 4], [2, 6], [3, null], [-4, null], [-4, 2], [0, -3], [20, 1], [0, 0], [5, 100]] as [$a, $b]) {
    var_dump(mb_strcut($s, $a, $b));
}
var_dump(mb_strcut("abcdef", 1, 3, "ASCII"), bin2hex(mb_strcut("\x00a\x00b\x00c", 1, 3, "UCS-2")), mb_strcut("", 0));
