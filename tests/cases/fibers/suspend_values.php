<?php
$values = [null, true, 1.5, "str", [1, 'a' => 2], new stdClass];
$f = new Fiber(function (array $vals) {
    $back = [];
    foreach ($vals as $v) {
        $back[] = Fiber::suspend($v);
    }
    Fiber::suspend();
    return $back;
});
$got = [$f->start($values)];
for ($i = 0; $i < count($values); $i++) {
    $got[] = $f->resume($i);
}
$f->resume();
var_dump($got, $f->getReturn());
