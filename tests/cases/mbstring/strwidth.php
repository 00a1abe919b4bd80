<?php
foreach (["abc", "日本語", "😀한글あ｡ｱ", "", "a\xffb", "…", "Ａｂ", "\u{1100}\u{1160}"] as $s) {
    var_dump(mb_strwidth($s));
}
var_dump(mb_strwidth("\xe9", "ISO-8859-1"));
