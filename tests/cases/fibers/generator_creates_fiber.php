<?php
function tasks() {
    for ($i = 0; $i < 3; $i++) {
        $f = new Fiber(function (int $i) {
            $x = Fiber::suspend($i * 10);
            return $x + $i;
        });
        $first = $f->start($i);
        $f->resume($first + 1);
        yield $i => $f->getReturn();
    }
}
foreach (tasks() as $k => $v) {
    echo "$k => $v\n";
}
