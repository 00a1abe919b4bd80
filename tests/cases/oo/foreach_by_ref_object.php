<?php
// foreach by reference over an ordinary object walks the properties visible
// from the loop's scope (declared and dynamic), writing through to them.
class P { private $hidden = 'parent-private'; }
class C extends P {
    public $a = 1;
    public int $n = 10;
    public int $unset;            // uninitialized: skipped
    protected $prot = 'pr';
    private $priv = 'pv';
    public readonly int $ro;
    function bump() {
        foreach ($this as $k => &$v) {
            if ($k === 'ro') { continue; }
            echo "in: $k\n";
            if (is_string($v)) { $v = strtoupper($v); } elseif (is_int($v)) { $v += 100; }
        }
        unset($v);
    }
}
$c = new C;
$c->dyn = 'd';
foreach ($c as $k => &$v) {
    echo "out: $k\n";
    $v = is_int($v) ? $v * 2 : "$v!";
}
unset($v);
var_dump($c);
$c->bump();
var_dump($c);

// readonly properties refuse the reference
class R { public $x = 1; public readonly int $y; function __construct() { $this->y = 2; } }
$r = new R;
try {
    foreach ($r as $k => &$v) { echo "$k\n"; $v = 5; }
} catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
unset($v);
var_dump($r);

// changes during the loop: added properties are visited, removed ones are not
$o = new stdClass;
$o->a = 1; $o->b = 2; $o->c = 3;
foreach ($o as $k => &$v) {
    echo "$k=$v\n";
    if ($k === 'a') { unset($o->b); $o->z = 26; }
    if ($k === 'c') { $o->y = 25; }
    $v *= 10;
}
unset($v);
var_dump($o);

// the reference stays after the loop
$s = new stdClass; $s->p = 1; $s->q = 2;
foreach ($s as &$last) {}
$last = 'changed';
var_dump($s);

// numeric property names come back as int keys
$n = new stdClass; $n->{'5'} = 'five'; $n->{'x'} = 'ex';
foreach ($n as $k => &$v) { var_dump($k); $v .= '!'; }
unset($v);
var_dump($n);

// an empty object and nested loops over the same object
$e = new stdClass;
foreach ($e as &$v) { echo "never\n"; }
$m = new stdClass; $m->i = 1; $m->j = 2;
foreach ($m as $k1 => &$v1) {
    foreach ($m as $k2 => &$v2) { $v2++; echo "$k1$k2 "; }
    unset($v2);
}
echo "\n";
var_dump($m);
