<?php
$fibers = [];
for ($i = 0; $i < 200; $i++) {
    $fibers[$i] = new Fiber(function (int $id) {
        $acc = $id;
        for ($j = 0; $j < 5; $j++) {
            $acc += Fiber::suspend($acc);
        }
        return $acc;
    });
}
$sum = 0;
foreach ($fibers as $i => $f) {
    $sum += $f->start($i);
}
for ($round = 0; $round < 5; $round++) {
    foreach ($fibers as $f) {
        $r = $f->resume($round);
        $sum += $r ?? 0;
    }
}
foreach ($fibers as $f) {
    $sum += $f->getReturn();
}
var_dump($sum);
