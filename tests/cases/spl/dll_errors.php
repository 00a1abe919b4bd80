<?php
$l = new SplDoublyLinkedList;
foreach (['pop', 'shift', 'top', 'bottom'] as $m) {
    try { $l->$m(); } catch (RuntimeException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$l->push('a');
foreach ([fn() => $l[5], fn() => $l[-1], function () use ($l) { $l[3] = 1; }, function () use ($l) { unset($l[9]); },
          fn() => $l->add(5, 'x'), fn() => $l['x'], fn() => $l->offsetGet('1')] as $f) {
    try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
$l->pop();
echo $l->pop();
