<?php
class Res {
    public function __construct(public string $n) {}
    public function __destruct() { echo "destruct {$this->n}\n"; }
}
$f = new Fiber(function () {
    $r = new Res('held by fiber');
    try {
        Fiber::suspend();
    } finally {
        echo "fiber finally at shutdown\n";
    }
});
$f->start();
echo "script end\n";
