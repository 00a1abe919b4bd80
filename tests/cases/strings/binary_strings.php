<?php
$s = "a\0b\0c";
var_dump($s, strlen($s));
echo bin2hex($s), "\n";
var_dump("\xff\xfe" === chr(255) . chr(254));
var_dump(strtoupper("a\0b"));
var_dump(explode("\0", $s));
