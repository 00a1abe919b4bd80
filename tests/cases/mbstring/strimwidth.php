<?php
var_dump(mb_strimwidth("Hello World", 0, 8, "..."), mb_strimwidth("Hello World", 0, -3, "..."), mb_strimwidth("Hello", 0, 5, "..."));
var_dump(mb_strimwidth("Hello", 0, 2, "..."), mb_strimwidth("Hello", 1, -1, ".."), mb_strimwidth("日本語テキスト", 0, 7, "…"));
var_dump(mb_strimwidth("日本語テキスト", 0, 8), mb_strimwidth("日本語テキスト", -3, 4), mb_strimwidth("abc", 3, 1), mb_strimwidth("abcdef", 0, 0, ""));
foreach ([[-4, 1], [4, 1], [0, -4]] as [$a, $b]) {
    try { var_dump(mb_strimwidth("abc", $a, $b)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
