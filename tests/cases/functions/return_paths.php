<?php
// Returns reached by jumps and ternaries (the compiler shortens these paths):
// values, undefined-variable warnings and their lines, objects released in
// php's order, generators and methods.
function pick($c, $a) {
    return $c ? $a : $undef;
}
var_dump(pick(true, 1), pick(false, 2));

function branches($c) {
    if ($c) {
        $x = "one";
    } else {
        $y = 2;
    }
    return $x;
}
var_dump(branches(true));
var_dump(branches(false));

function loop_then($n) {
    while (true) {
        if ($n-- <= 0) {
            break;
        }
    }
    return $n > -5
        ? $n
        : $missing;
}
var_dump(loop_then(3));

function coalesce($a) {
    return $a ?? "default";
}
var_dump(coalesce(null), coalesce(0));

function matched($v) {
    return match (true) {
        $v < 0 => "neg",
        $v === 0 => "zero",
        default => "pos",
    };
}
echo matched(-1), matched(0), matched(5), "\n";

function sw($v) {
    switch ($v) {
        case 1:
            return "a";
        case 2:
            $r = "b";
            break;
        default:
            return $nope;
    }
    return $r;
}
var_dump(sw(1), sw(2), sw(3));

class Obj {
    public function __construct(public string $name) {}
    public function __destruct() { echo "destroy {$this->name}\n"; }
}
function make($c) {
    $keep = new Obj("local");
    return $c ? new Obj("first") : new Obj("second");
}
$o = make(true);
echo "got {$o->name}\n";
$o = make(false);
echo "got {$o->name}\n";
unset($o);

class Counter {
    private $n = 0;
    public function step($by) { $this->n += $by; return $this->n > 3 ? $this : null; }
    public function label() { $f = function () { return static::class; }; return $f(); }
}
class Sub extends Counter {}
$c = new Counter();
var_dump($c->step(2), $c->step(2) === $c);
echo (new Sub)->label(), "\n";
var_dump(new Sub);

function gen($c) {
    yield 1;
    return $c ? "done" : $nothing;
}
$g = gen(true);
foreach ($g as $v) { echo $v, "\n"; }
echo $g->getReturn(), "\n";
$g = gen(false);
foreach ($g as $v) { echo $v, "\n"; }
var_dump($g->getReturn());

function fact($n) { return $n <= 1 ? 1 : $n * fact($n - 1); }
echo fact(10), "\n";
