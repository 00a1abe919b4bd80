<?php
// count() of a variable that is a reference: an array passed by reference, a
// global bound by reference, a Countable object and a scalar behind a reference.
function grow(array &$a, $n) {
    for ($i = 0; $i < $n; $i++) {
        $a[] = $i;
        if (count($a) % 2 == 0) {
            echo count($a), " ";
        }
    }
    echo "\n";
}
$list = [];
grow($list, 7);
echo count($list), "\n";

$x = ['a' => 1, 'b' => 2];
$r = &$x;
echo count($r), " ", count($x), " ", count($x, COUNT_RECURSIVE), "\n";

class Box implements Countable {
    public function count(): int { return 42; }
}
$o = new Box();
$ro = &$o;
echo count($ro), "\n";

$s = "text";
$rs = &$s;
try {
    echo count($rs), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
$n = null;
$rn = &$n;
try {
    echo count($rn), "\n";
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
