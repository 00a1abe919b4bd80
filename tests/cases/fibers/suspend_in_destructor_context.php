<?php
class Noisy {
    public function __destruct() {
        echo "destructor runs\n";
    }
}
$f = new Fiber(function () {
    $n = new Noisy;
    $x = Fiber::suspend('held');
    unset($n);
    return $x;
});
echo $f->start(), "\n";
$f->resume('fine');
var_dump($f->getReturn());
