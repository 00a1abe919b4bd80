<?php
$f = static function () { return isset($this) ? "has this" : "no this"; };
echo $f(), "\n";
$counter = function () {
    static $i = 0;
    return ++$i;
};
$c2 = $counter;
echo $counter(), $counter(), $c2(), "\n";
