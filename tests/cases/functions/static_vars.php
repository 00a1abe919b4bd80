<?php
function counter() {
    static $n = 0;
    static $arr = [];
    $n++;
    $arr[] = $n;
    return implode(",", $arr);
}
echo counter(), "\n", counter(), "\n", counter(), "\n";
function init() {
    static $x = 1 + 2, $y;
    var_dump($x, $y);
    $x++;
}
init(); init();
$f = function () { static $c = 0; return ++$c; };
echo $f(), $f(), $f(), "\n";
