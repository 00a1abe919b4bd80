<?php
function countdown(int $n) {
    while ($n > 0) {
        $cmd = yield $n;
        if ($cmd === 'skip') {
            $n--;
        }
        $n--;
    }
    return 'liftoff';
}
$f = new Fiber(function () {
    $g = countdown(6);
    foreach ($g as $k => $v) {
        echo "$k: $v\n";
        if ($v === 4) {
            $g->send('skip');
        }
        Fiber::suspend($v);
    }
    return $g->getReturn();
});
$seen = [$f->start()];
while (!$f->isTerminated()) {
    $seen[] = $f->resume();
}
echo implode(',', $seen), "\n";
var_dump($f->getReturn());
