<?php
function &refgen(array &$arr) {
    foreach ($arr as $k => &$v) {
        yield $k => $v;
    }
}
$data = [1, 2, 3];
foreach (refgen($data) as $k => &$v) {
    $v *= 10;
}
unset($v);
var_dump($data);
function &counter() {
    $value = 1;
    while ($value < 5) {
        yield $value;
    }
}
foreach (counter() as &$n) {
    echo $n, " ";
    $n++;
}
echo "\n";
function plain() { yield 1; }
try {
    foreach (plain() as &$x) {}
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
