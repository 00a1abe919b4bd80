<?php
function walk(array $tree, int $depth = 0) {
    foreach ($tree as $k => $v) {
        if (is_array($v)) {
            walk($v, $depth + 1);
        } else {
            Fiber::suspend(str_repeat('  ', $depth) . "$k=$v");
        }
    }
}
$tree = ['a' => 1, 'b' => ['c' => 2, 'd' => ['e' => 3]], 'f' => 4];
$f = new Fiber(fn() => walk($tree));
for ($line = $f->start(); !$f->isTerminated(); $line = $f->resume()) {
    echo $line, "\n";
}
