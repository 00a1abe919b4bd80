<?php
// Every kind of callee `DoCall` enters directly (a function, a bound
// method, a static method with its called class, closures with and without
// captures or a bound `$this`), calls whose results are discarded or
// returned by reference, temporaries released by `Unset` (destructor
// order), and the argument-count / type checks that send a call to the
// general path.

class Noisy {
    public function __construct(public string $name) {}
    public function __destruct() { echo "destruct {$this->name}\n"; }
}

function make(string $n): Noisy { return new Noisy($n); }
function pair($a, $b) { return "$a/$b"; }
function &counter() { static $c = 0; $c++; return $c; }

class Base {
    public static function create() { return new static(); }
    public static function who() { return static::class; }
    public function tag($x) { return static::class . ":" . $x; }
    public function chain($x) { echo "chain $x\n"; return $this; }
}
class Child extends Base {}

// A function with nested-call arguments (InitCall/Send/DoCall).
echo pair(pair(1, 2), pair(3, 4)), "\n";
// A method through InitMethod with a nested call as its argument.
$c = new Child();
echo $c->tag(pair("a", "b")), "\n";
// A static method: late static binding survives the direct entry.
echo Child::who(), " ", get_class(Child::create()), "\n";
echo Base::who(), "\n";
// Results discarded: the frame's temporaries and `$this` released in order.
$c->chain(pair(5, 6))->chain(7);
// A temporary object passed on and dropped: its destructor runs when php's does.
echo make("first")->name, "\n";
echo "after first\n";
pair(make("second")->name, 0);
echo "after second\n";
// Return by reference through a call.
$r = &counter();
$r += 10;
echo counter(), "\n";

// Closures: no capture, by-value and by-reference captures, a bound `$this`.
$k = 2;
$plain = function ($x) { return $x + 1; };
$byval = function ($x) use ($k) { return $x * $k; };
$byref = function ($x) use (&$k) { $k++; return $x + $k; };
$bound = Closure::bind(function ($x) { return $this->name . $x; }, new Noisy("bound"), Noisy::class);
echo $plain(pair(1, 1) === "1/1" ? 1 : 0), " ", $byval(3), " ", $byref(4), " ", $k, "\n";
echo $bound("!"), "\n";
unset($bound);
echo "after bound\n";
$arrow = fn($x) => $x . $k;
echo $arrow(pair(8, 9)), "\n";

// Calls the direct path must refuse: too few arguments, typed parameters
// with values that need coercion or fail.
function typed(int $i, string $s = "d") { return "$i-$s"; }
echo typed(pair(1, 2) === "1/2" ? "5" : "6", 7), "\n";
try {
    echo pair(pair(1, 2)), "\n";
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    echo typed(pair(1, 2)), "\n";
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// Deep recursion through the direct path returns every frame.
function depth($n) { return $n === 0 ? 0 : 1 + depth($n - 1); }
echo depth(5000), "\n";
echo "end\n";
