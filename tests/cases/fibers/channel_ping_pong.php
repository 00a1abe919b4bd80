<?php
$ping = new Fiber(function (int $n) {
    $total = 0;
    for ($i = 0; $i < $n; $i++) {
        $total += Fiber::suspend($i * $i);
    }
    return $total;
});
$v = $ping->start(5);
while (!$ping->isTerminated()) {
    echo "got $v\n";
    $v = $ping->resume($v + 1);
}
var_dump($v, $ping->getReturn());
