<?php
// An object meeting a non-object in ==, !=, <, <=, >, >=, <=>:
// php casts the object to the other operand's type.
class Plain { public $a = 1; }
class Five { function __toString(): string { return "5"; } }
class Word { function __toString(): string { return "abc"; } }
$p = new Plain; $f = new Five; $w = new Word;

echo "-- int/float: notice, object counts as 1\n";
var_dump(1 == $p);
var_dump($p == 1);
var_dump(2 == $p);
var_dump($p != 1);
var_dump(1.0 == $p);
var_dump(1.5 < $p);
var_dump($p >= 1);
var_dump($p <= 1.0);
var_dump($p > 0);
var_dump($p <=> 1);
var_dump($p <=> 2);
var_dump(2 <=> $p);

echo "-- string: __toString, or the object is greater\n";
var_dump("abc" == $p);
var_dump("abc" < $p);
var_dump($p < "abc");
var_dump($p <=> "zzz");
var_dump("5" == $f);
var_dump("05" == $f);
var_dump(" 5" == $f);
var_dump("5.0" == $f);
var_dump("" == $f);
var_dump("abc" == $w);
var_dump("abd" > $w);
var_dump($w <=> "abc");
var_dump($w <=> "abb");

echo "-- int with __toString: no __toString, notice\n";
var_dump(5 == $f);
var_dump($f == 5.0);
var_dump(5 <=> $f);

echo "-- null, bool, array, resource\n";
$n = null; $t = true; $fa = false;
var_dump(null == $p);
var_dump($n == $p);
var_dump(null < $p);
var_dump($p <=> null);
var_dump(null <=> $f);
var_dump($t == $p);
var_dump($fa == $p);
var_dump($p <=> $fa);
var_dump([] == $p);
var_dump([] < $p);
var_dump($p > []);
var_dump($f == [1]);
var_dump(STDIN == $p);
var_dump($p <=> STDIN);

echo "-- inside arrays\n";
var_dump([1] == [$p]);
var_dump(["a" => "5"] == ["a" => $f]);
var_dump([$p, 2] <=> [1, 3]);

echo "-- closures and built-in classes\n";
$c = function () {};
var_dump($c == 1);
var_dump($c == "x");
var_dump($c == $t);
var_dump(new ArrayObject([1]) == 1);
var_dump(new ArrayObject([1]) == [1]);
var_dump(new DateTime('2020-01-01') == 1);
var_dump(new DateTime('2020-01-01') < "2021");

echo "-- switch and match\n";
switch ($p) {
    case 1: echo "case 1\n"; break;
    default: echo "default\n";
}
switch (5) {
    case $f: echo "case f\n"; break;
    default: echo "default\n";
}
switch ("5") {
    case $f: echo "case f\n"; break;
    default: echo "default\n";
}
echo match (1) { $p => "match p", default => "match default" }, "\n";
echo match (true) { $p == 1 => "m1", default => "md" }, "\n";

echo "-- @ silences the notice\n";
var_dump(@($p == 1));
echo "done\n";
