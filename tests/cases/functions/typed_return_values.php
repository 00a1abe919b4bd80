<?php
// Typed returns: the value is checked (and coerced in weak mode) as it is returned,
// from a variable, a temporary, a reference, and inside try/finally.
function toInt($x): int { return $x; }
function toFloat(int $x): float { return $x * 2; }
function toString($x): string { return $x; }
function nullable($x): ?int { return $x; }
function union($x): int|string { return $x; }
function byRefSource(array &$a): int { $r = &$a[0]; return $r; }
function withFinally($x): int {
    try {
        return $x;
    } finally {
        echo "finally ";
    }
}
class Chain {
    public int $n = 0;
    public function add(int $k): static { $this->n += $k; return $this; }
    public function half(): float { return $this->n / 2; }
    public function self(): self { return new static(); }
}
var_dump(toInt("42"), toInt(3.0), toInt(true));
var_dump(toFloat(3), toString(12), toString(1.5), nullable(null), nullable("7"));
var_dump(union(1.0), union("x"), union(true));
$arr = ["9"];
var_dump(byRefSource($arr), $arr);
var_dump(withFinally("5"));
$c = new Chain();
var_dump($c->add(3)->add(4)->n, $c->half(), get_class($c->self()));
foreach ([[fn() => toInt("abc"), "toInt"], [fn() => toInt(1.5), "toInt"], [fn() => nullable([]), "nullable"], [fn() => withFinally("x"), "withFinally"], [fn() => toInt(null), "toInt"]] as [$f, $name]) {
    try {
        var_dump($f());
    } catch (TypeError $e) {
        echo get_class($e), ": ", $e->getMessage(), " (line ", $e->getLine(), ")\n";
    }
}
function deprecatedFloat($x): int { return $x; }
var_dump(deprecatedFloat(2.5));
// A finally block that changes the variable returned, and one whose own
// return replaces the TypeError of the first.
function changedInFinally(): int {
    $x = "3";
    try {
        return $x;
    } finally {
        $x = "changed";
        echo "x is $x\n";
    }
}
var_dump(changedInFinally());
function overriddenByFinally(): int {
    try {
        return "nope";
    } finally {
        echo "finally runs once\n";
        return 11;
    }
}
var_dump(overriddenByFinally());
function nestedFinally($v): string {
    try {
        try {
            return $v;
        } finally {
            echo "inner ";
        }
    } finally {
        echo "outer ";
    }
}
var_dump(nestedFinally(12));
try {
    nestedFinally([]);
} catch (TypeError $e) {
    echo "\n", $e->getMessage(), "\n";
}
