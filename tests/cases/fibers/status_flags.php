<?php
function flags(Fiber $f): string {
    return implode(',', [
        $f->isStarted() ? 'started' : '-',
        $f->isSuspended() ? 'suspended' : '-',
        $f->isRunning() ? 'running' : '-',
        $f->isTerminated() ? 'terminated' : '-',
    ]);
}
$f = new Fiber(function () use (&$f) {
    echo "inside: ", flags($f), "\n";
    Fiber::suspend();
    echo "inside again: ", flags($f), "\n";
});
echo "before: ", flags($f), "\n";
$f->start();
echo "suspended: ", flags($f), "\n";
$f->resume();
echo "after: ", flags($f), "\n";
