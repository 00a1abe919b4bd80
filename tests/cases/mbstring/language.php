<?php
var_dump(mb_language());
foreach (["en", "English", "ja", "uni", "de", "ru", "zh-cn", "Traditional Chinese", "neutral", "ko", "tr", "ua", "hy"] as $l) {
    var_dump(mb_language($l), mb_language());
}
try { mb_language("klingon"); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
