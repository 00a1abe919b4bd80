<?php
class D { public function __construct(public $n) { echo "ctor $n\n"; } public function __destruct() { echo "dtor {$this->n}\n"; } public function me() { return $this; } public function other($n) { return new D($n); } public static function make($n) { return new D($n); } public function v() { return $this->n; } }
function mk($n) { return new D($n); }
function thrower($o) { throw new Exception("boom"); }
echo "1\n";
(new D(1))->me()->v();
echo "2\n";
D::make(2)->other(3)->v();
echo "3\n";
$x = (new D(4))->other(5);
echo "4\n";
unset($x);
echo "5\n";
echo "6\n";
echo "7\n";
array_map(fn($d) => $d->n, [mk(7), mk(8)]);
echo "8\n";
$f = function ($o) { echo "closure\n"; };
$f(mk(9));
echo "9\n";
call_user_func('mk', 10);
echo "10\n";
echo mk(11)->v(), "\n";
echo "11\n";
$arr = [];
$arr[] = mk(12)->v();
echo "12\n";
echo json_encode([mk(13)->v()]), "\n";
echo "13\n";
echo "14\n";
$t = mk(15) instanceof D;
echo "15\n";
$c = clone mk(16);
echo "16\n";
unset($c);
echo "17\n";
D::make(17);
echo "18\n";
new D(18);
echo "19\n";
$q = mk(19) ?: null;
echo "20\n";
var_dump(mk(20) == mk(21));
echo "21\n";
echo sprintf("%d\n", mk(22)->n);
echo "22\n";
function h() { mk(23); echo "after in h\n"; return mk(24)->n; }
h();
echo "end\n";
