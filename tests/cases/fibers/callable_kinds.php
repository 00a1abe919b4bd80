<?php
function plain($a) { return Fiber::suspend($a) . '!'; }
class K {
    public static function st($a) { return Fiber::suspend($a) . '?'; }
    public function __invoke($a) { return Fiber::suspend($a) . '.'; }
    public function m($a) { return Fiber::suspend($a) . ';'; }
}
foreach (['plain', 'K::st', [new K, 'm'], new K, strlen(...), plain(...)] as $i => $c) {
    $f = new Fiber($c);
    $v = $f->start("v$i");
    if (!$f->isTerminated()) {
        $f->resume("r$i");
    }
    var_dump($v, $f->getReturn());
}
