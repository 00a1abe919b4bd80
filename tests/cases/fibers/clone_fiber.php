<?php
$f = new Fiber(function () {});
try {
    $g = clone $f;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
var_dump($f instanceof Fiber, get_class($f));
