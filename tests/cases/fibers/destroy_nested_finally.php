<?php
function level(int $n) {
    try {
        if ($n === 0) {
            Fiber::suspend();
        } else {
            level($n - 1);
        }
    } finally {
        echo "finally level $n\n";
    }
}
$f = new Fiber(function () { level(3); });
$f->start();
unset($f);
echo "done\n";
