<?php
$s = "abc";
$s[1] = "X";
echo $s, "\n";
$s[5] = "Y";
var_dump($s);
$s[0] = "long";
var_dump($s);
$s[-1] = "Z";
var_dump($s);
try {
    $s[] = "a";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $s[0] = "";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
