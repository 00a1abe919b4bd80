<?php
class D { public function __construct(public $n) { echo "ctor $n\n"; } public function __destruct() { echo "dtor {$this->n}\n"; } public function me() { return $this; } public function __toString(): string { return "D{$this->n}"; } }
function mk($n) { return new D($n); }
function f($o) { echo "in f\n"; return 1; }
echo "1\n";
var_dump(mk(1));
echo "2\n";
f(new D(2));
echo "3\n";
mk(3);
echo "4\n";
mk(4)->me();
echo "5\n";
echo "x" . mk(5) . "y\n";
echo "6\n";
$s = "a {$x = mk(6)} b\n"; unset($x);
echo "7\n";
f(f(mk(7)));
echo "8\n";
try { f(mk(8)); throw new Exception("e"); } catch (Exception $e) { echo "caught\n"; }
echo "9\n";
$v = mk(9)->n;
echo "10\n";
function g() { return mk(10); }
g();
echo "11\n";
echo strlen(mk(11)), "\n";
echo "12\n";
$a = [mk(12)][0]->n;
echo "13\n";
print_r(mk(13)); echo "\n";
echo "14\n";
if (mk(14)) { echo "in if\n"; }
echo "15\n";
foreach ([1] as $_) { f(mk(15)); echo "body\n"; }
echo "16\n";
$r = f(mk(16)) + f(mk(17));
echo "end\n";
