<?php
function g($a) {
    yield 1;
    throw new LogicException("from gen");
}
function show(Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n", $e->getTraceAsString(), "\n";
    foreach ($e->getTrace() as $f) echo implode(",", array_keys($f)), "\n";
}
$x = g(5);
try {
    $x->current();
    $x->next();
} catch (LogicException $e) {
    show($e);
}
try {
    iterator_to_array(g(6));
} catch (LogicException $e) {
    show($e);
}
function h() { yield 1; strlen(); }
try {
    foreach (h() as $v) {}
} catch (ArgumentCountError $e) {
    show($e);
}
$y = g(7);
$y->current();
$y->next();
