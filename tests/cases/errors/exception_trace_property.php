<?php
// The private trace property of exceptions as var_dump/print_r/(array) show it.
// var_dump prints the path's length, which differs between checkouts: hide it.
function dump($v) {
    ob_start();
    var_dump($v);
    echo preg_replace('/string\(\d+\) "[^"]*\.php"/', 'string(N) "FILE"', ob_get_clean());
}
class Thing { public $n = 1; }
function inner($a, $b) { throw new RuntimeException("inner", 3); }
function outer($x) { inner($x, [1, 2]); }
try { outer(new Thing); } catch (Exception $e) {
    dump($e);
    print_r($e);
    echo "\n";
    $arr = (array)$e;
    var_dump(array_keys($arr));
    var_dump($arr["\0Exception\0trace"][0]['function']);
}
$prev = new LogicException("first");
$e2 = new Exception("second", 0, $prev);
dump($e2);
class MyErr extends Error { public $extra = 'x'; }
function thrower() { throw new MyErr("mine"); }
try { thrower(); } catch (MyErr $m) { print_r($m); echo "\n"; }
$gen = (function () { yield 1; })();
echo spl_object_id(new stdClass), "\n";
