<?php
// A PHP class implementing Random\Engine: the Randomizer calls its
// generate(), combines short outputs, truncates long ones, and reports
// broken engines as php does.
class Counter implements Random\Engine {
    public int $n = 0;
    public function __construct(private int $width) {}
    public function generate(): string {
        $this->n++;
        return substr(pack('P', $this->n * 0x0101010101010101), 0, $this->width);
    }
}
foreach ([1, 2, 3, 4, 8] as $w) {
    $c = new Counter($w);
    $r = new Random\Randomizer($c);
    echo $w, ": ", $r->getInt(0, 255), " ", $r->getInt(0, 100000), " ", $r->nextInt(), " ", bin2hex($r->getBytes(10)), " calls=", $c->n, "\n";
}
class Wide implements Random\Engine {
    public function generate(): string { return str_repeat("\xff", 12) . "tail"; }
}
$r = new Random\Randomizer(new Wide);
echo $r->nextInt(), " ", bin2hex($r->getBytes(10)), "\n";
class Empty_ implements Random\Engine {
    public function generate(): string { return ""; }
}
class Stuck implements Random\Engine {
    public function generate(): string { return "\xff\xff\xff\xff\xff\xff\xff\xff"; }
}
class Thrower implements Random\Engine {
    public function generate(): string { throw new RuntimeException("no entropy"); }
}
foreach ([new Empty_, new Stuck, new Thrower] as $e) {
    $r = new Random\Randomizer($e);
    foreach ([fn() => $r->getInt(0, 2), fn() => $r->nextInt(), fn() => $r->shuffleArray([1, 2, 3]),
              fn() => $r->pickArrayKeys([1, 2, 3, 4], 2)] as $f) {
        try { var_dump($f()); } catch (Throwable $t) { echo get_class($t), ": ", $t->getMessage(), "\n"; }
    }
}
$r = new Random\Randomizer(new Counter(8));
echo serialize($r), "\n";
$u = unserialize(serialize($r));
echo $u->getInt(0, 1000), " ", $u->engine->n, "\n";
var_dump(new Random\RandomException("x") instanceof Exception);
var_dump(new Random\BrokenRandomEngineError("x") instanceof Random\RandomError);
var_dump(new Random\RandomError("x") instanceof Error);
print_r(class_implements('Random\Engine\Secure'));
try {
    eval('class Sub extends Random\Randomizer {}');
} catch (Throwable $t) { echo get_class($t), "\n"; }
