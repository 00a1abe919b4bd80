<?php
// A reference that only an array element holds (its other names are gone)
// is no longer shared when the array is copied on write: php's array copy
// turns it back into a plain value. A reference still held elsewhere stays shared.

function takes_ref(&$x, $y) {}
function fails() { throw new Exception("boom"); }

// by-reference argument, call completed
$a = [1, 2];
takes_ref($a[1], 3);
$b = $a;
$b[1] = 9;
var_dump($a, $b);

// by-reference argument, call abandoned by an exception
$a = [1, 2];
try {
    takes_ref($a[1], fails());
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
$b = $a;
$b[1] = 9;
var_dump($a);

// foreach by reference over nested arrays, then a copy written at both levels
$x = [[1, 2], [3]];
foreach ($x as &$v) {
}
unset($v);
$y = $x;
$y[0][0] = 9;
$y[1] = 'replaced';
var_dump($x, $y);

// the original written after the copy: the copy keeps its value
$s = ['k' => 1, 'm' => 2];
$q = &$s['k'];
unset($q);
$t = $s;
$s['k'] = 3;
var_dump($s, $t);

// a reference with another name still shares
$u = [1];
$w = &$u[0];
$z = $u;
$z[0] = 4;
var_dump($u, $w);

// nested array inside an object's property
class Holder { public $list = [1, 2]; }
$o = new Holder;
$r = &$o->list[0];
unset($r);
$c = clone $o;
$c->list[0] = 7;
var_dump($o->list[0], $c->list[0]);

// an array holding a reference to itself keeps it
$self = [1];
$self[1] = &$self;
$copy = $self;
$copy[0] = 5;
echo $self[0], ' ', $copy[0], ' ', count($copy[1]), "\n";

// references in a packed list and in a hash
$list = [10, 20, 30];
foreach ($list as &$e) {
    $e++;
}
unset($e);
$list2 = $list;
foreach ($list2 as $i => $_) {
    $list2[$i] = 0;
}
var_dump($list, $list2);
