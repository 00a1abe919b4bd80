<?php
function g() {
    try {
        yield 1;
        Fiber::suspend();
        yield 2;
    } finally {
        echo "generator finally\n";
    }
}
$f = new Fiber(function () {
    try {
        foreach (g() as $v) {
            echo "v $v\n";
        }
    } finally {
        echo "fiber finally\n";
    }
});
$f->start();
unset($f);
echo "end\n";
