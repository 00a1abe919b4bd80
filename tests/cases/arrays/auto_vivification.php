<?php
$a = null;
$a[] = 1;
var_dump($a);
$b[] = "undefined becomes array";
var_dump($b);
$c = "";
try {
    $c[] = 1;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
$d = false;
$d[] = 1;
var_dump($d);
$e = 5;
try {
    $e[] = 1;
} catch (Error $err) {
    echo $err->getMessage(), "\n";
}
