<?php
// Every kind of register store in the interpreter's loop, into a variable
// that is a reference: plain ones (values land in the shared cell) and typed
// ones (the property's type is checked; a TypeError is thrown at the store's line).
class T { public int $i = 0; public float $f = 0.0; public bool $b = false; public string $s = ""; public ?T $t = null; }
const K = "const";
function show($label, $v) { echo $label, ": "; var_dump($v); }

$o = new T;
$i = &$o->i; $f = &$o->f; $b = &$o->b; $s = &$o->s; $t = &$o->t;
$x = 5; $y = 2; $z = 2.5; $arr = [1, 2, 3]; $str = "abc";
$i = $x + $y; show("add", $o->i);
$i = $x * $y; show("mul", $o->i);
$i = $x % $y; show("mod", $o->i);
$i = $x << $y; show("shl", $o->i);
$i = strlen($str); show("strlen", $o->i);
$i = count($arr); show("count", $o->i);
$i = $arr[2]; show("dim", $o->i);
$f = $x + $z; show("addf", $o->f);
$f = $x / $y; show("div", $o->f);
$f = $x; show("int to float", $o->f);
$b = $x < $y; show("lt", $o->b);
$b = $x === $y; show("identical", $o->b);
$b = !$b; show("not", $o->b);
$b = isset($arr[1]); show("isset", $o->b);
$b = $o instanceof T; show("instanceof", $o->b);
$s = K; show("const", $o->s);
$s = $str . $x; show("concat", $o->s);
$t = new T; show("new", $o->t instanceof T);
$s = (string) $x; show("cast", $o->s);
$i = $x++; show("post inc", $o->i);
$i = -$x; show("neg", $o->i);

try { $i = $x + $z; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $i = $x / 4; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $i = $str; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $i = $x < $y; echo "bool coerced\n"; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $t = $arr; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $b = $arr; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $f = $str; } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
try { $t = new ArrayObject([]); } catch (TypeError $e) { echo __LINE__, ": ", $e->getMessage(), "\n"; }
var_dump($o->i, $o->f, $o->b, $o->s);

// In a loop and in a called function's frame; the store's value is the one read back.
function bump(T $o, int $n) {
    $r = &$o->i;
    for ($k = 0; $k < $n; $k++) {
        $r = $r + $k;
    }
    try {
        for ($k = 0; $k < $n; $k++) {
            $r = $k < 3 ? $r * 2 : "no";
        }
    } catch (TypeError $e) {
        echo "k=$k: ", $e->getMessage(), "\n";
    }
    return $r;
}
show("bump", bump($o, 10));
show("after", $o->i);

// Plain references: every store reaches the shared value.
$a = 0; $ra = &$a;
for ($k = 0; $k < 100; $k++) { $ra = $ra + $k; }
show("plain", $a);
function g() { global $gv; $gv = 10; $gv = $gv * 3; $gv = $gv . "!"; }
g(); show("global", $gv);
function h() { static $n = 0; $n = $n + 1; return $n; }
h(); h(); show("static", h());
$list = [1, 2, 3];
foreach ($list as &$e) { $e = $e * 10; }
unset($e);
show("foreach by ref", $list);

// Uncaught: the message and line come from the store.
function fail(T $o) {
    $r = &$o->i;
    $r = 1;
    $r = $r / 3;
    $r = $r . "x";
    echo "not reached\n";
}
fail($o);
