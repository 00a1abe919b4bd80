<?php
function g() {
    echo "[1]";
    yield 1;
    echo "[2]";
    yield 2;
    echo "[3]";
    yield 3;
    echo "[end]";
}
$a = g();
$a->next();
var_dump($a->current());
$b = g();
var_dump($b->key());
var_dump($b->valid());
$b->rewind();
$b->rewind();
var_dump($b->current());
$b->next();
try {
    $b->rewind();
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    foreach ($b as $v) { echo $v; }
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
while ($b->valid()) { $b->next(); }
echo "\n";
try {
    foreach ($b as $v) { echo $v; }
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$b->next();
var_dump($b->current(), $b->key(), $b->valid());
