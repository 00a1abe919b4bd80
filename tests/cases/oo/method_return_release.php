<?php
// What a method call releases when it returns, and in which order: its
// variables (in slot order), then `$this`, whether the receiver was a fresh
// object moved into the call or a variable, on every way out of the call.
class Noisy {
    public function __construct(public string $name) {}
    public function __destruct() { echo "  drop {$this->name}\n"; }
}
class Owner {
    public array $log = [];
    public function __construct(public string $name) {}
    public function __destruct() { echo "  drop owner {$this->name}\n"; }
    public function locals() {
        $a = new Noisy("a of {$this->name}");
        $b = new Noisy("b of {$this->name}");
        return strlen($this->name);
    }
    public function keepsThis() {
        $a = new Noisy("local");
        return $this;
    }
    public function noValue() {
        $a = new Noisy("no-value local");
    }
    public function throws() {
        $a = new Noisy("thrown-past local");
        throw new RuntimeException("from {$this->name}");
    }
    public function byRef(&$x) {
        $x = new Noisy("by-ref value");
        $t = new Noisy("by-ref local");
        return 1;
    }
    public function callsSelf($n) {
        $l = new Noisy("level $n");
        return $n > 0 ? $this->callsSelf($n - 1) + 1 : 0;
    }
    public function readsAfter() {
        $a = new Watcher($this);
        return "ret";
    }
}
class Watcher {
    public function __construct(public Owner $o) {}
    public function __destruct() { echo "  watcher sees {$this->o->name}\n"; }
}

echo "fresh receiver, value result\n";
echo "  got ", (new Owner("fresh"))->locals(), "\n";
echo "fresh receiver, result discarded\n";
(new Owner("discarded"))->locals();
echo "variable receiver\n";
$o = new Owner("var");
echo "  got ", $o->locals(), "\n";
echo "returns \$this\n";
$p = (new Owner("fluent"))->keepsThis();
echo "  kept {$p->name}\n";
unset($p);
echo "no value\n";
(new Owner("void"))->noValue();
echo "by reference\n";
$v = null;
echo "  got ", (new Owner("ref"))->byRef($v), "\n";
echo "  v is {$v->name}\n";
$v = null;
echo "exception\n";
try {
    (new Owner("thrower"))->throws();
} catch (RuntimeException $e) {
    echo "  caught ", $e->getMessage(), "\n";
}
echo "recursion\n";
echo "  depth ", (new Owner("rec"))->callsSelf(2), "\n";
echo "destructor of a local reads \$this\n";
echo "  got ", (new Owner("watched"))->readsAfter(), "\n";
echo "end\n";
