<?php
function g() {
    global $gen;
    yield 1;
    try {
        foreach ($gen as $v) {
            echo "never $v\n";
        }
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    yield 2;
}
$gen = g();
foreach ($gen as $v) {
    echo "got $v\n";
}
