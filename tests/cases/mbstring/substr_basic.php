<?php
$s = "héllo wörld 日本";
foreach ([[0, null], [1, 3], [-3, null], [-3, 2], [2, -2], [20, null], [-20, 2], [0, 0], [5, -20]] as [$a, $b]) {
    var_dump(mb_substr($s, $a, $b));
}
var_dump(mb_substr("a\xc3b\xffc", 1, 2), mb_substr("abc", 1, null, "ASCII"));
var_dump(bin2hex(mb_substr("\x00a\x00b\x00c", 1, 1, "UTF-16BE")));
try { mb_substr("a", 0, 1, "nope"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
