<?php
$h = "日本語のテキスト、日本語";
var_dump(mb_strpos($h, "日本"), mb_strpos($h, "日本", 1), mb_strpos($h, "日本", -3), mb_strpos($h, "x"));
var_dump(mb_strrpos($h, "日本"), mb_strrpos($h, "日本", -4), mb_strrpos($h, "語", 3));
var_dump(mb_strpos("abc", ""), mb_strpos("abc", "", 3), mb_strrpos("abc", ""), mb_strrpos("abc", "", -1));
var_dump(mb_strrpos("abcabc", "b", -2), mb_strrpos("abcabc", "b", -3), mb_strrpos("abcabc", "bc", -2));
foreach ([4, -4] as $o) {
    foreach (["mb_strpos", "mb_strrpos", "mb_stripos", "mb_strripos"] as $f) {
        try { var_dump($f("abc", "a", $o)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
    }
}
