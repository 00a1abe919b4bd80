<?php
$f = new Fiber(function () {
    try {
        Fiber::suspend('s1');
    } finally {
        echo "fiber finally\n";
    }
    throw new LogicException('after resume');
});
echo $f->start(), "\n";
try {
    $f->resume();
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), " line ", $e->getLine(), "\n";
    echo $e->getTraceAsString(), "\n";
}
var_dump($f->isTerminated());
