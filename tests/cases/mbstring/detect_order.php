<?php
var_dump(mb_detect_order());
var_dump(mb_detect_order("UTF-8, ISO-8859-1"), mb_detect_order());
var_dump(mb_detect_encoding("\xe9t\xe9"));
var_dump(mb_detect_order(["ASCII", "latin1"]), mb_detect_order());
var_dump(mb_detect_order("auto"), mb_detect_order());
foreach (["FOO", ["UTF-8", "FOO"], [], ""] as $o) {
    try { mb_detect_order($o); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
var_dump(mb_detect_order());
