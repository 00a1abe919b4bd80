<?php
// `$a[] =` on arrays in hash mode: the next index after string keys, negative
// keys, removals, array_pop, and at PHP_INT_MAX (the one index that can be taken).
$a = ['x' => 1, 'y' => 2];
$a[] = 'first';
$a[] = 'second';
var_dump($a);

$b = [-5 => 'neg'];
$b[] = 'after';
$b['s'] = 1;
$b[] = 'again';
var_dump($b);

$c = [3 => 'a', 'k' => 'b', 9 => 'c'];
unset($c[9]);
$c[] = 'ten';
var_dump($c);

$d = [1 => 'a', 'k' => 'b', 7 => 'c'];
array_pop($d);
$d[] = 'back to seven';
array_pop($d);
array_pop($d);
$d[] = 'after two pops';
var_dump($d);

$e = ['k' => 0, PHP_INT_MAX - 1 => 'm'];
$e[] = 'max';
var_dump(array_key_last($e) === PHP_INT_MAX);
try {
    $e[] = 'over';
} catch (Error $ex) {
    echo get_class($ex), ': ', $ex->getMessage(), "\n";
}
unset($e[PHP_INT_MAX]);
try {
    $e[] = 'over again';
} catch (Error $ex) {
    echo get_class($ex), ': ', $ex->getMessage(), "\n";
}
var_dump(count($e));

$f = ['k' => 0, PHP_INT_MAX => 'top'];
try {
    $f[] = 'no room';
} catch (Error $ex) {
    echo get_class($ex), ': ', $ex->getMessage(), "\n";
}
try {
    var_dump(array_push($f, 'pushed'));
} catch (Error $ex) {
    echo get_class($ex), ': ', $ex->getMessage(), "\n";
}

// preg's named groups build such an array: names and numbers interleaved.
preg_match('/(?<year>\d{4})-(\d\d)-(?<day>\d\d)/', 'on 2024-03-17', $m);
var_dump($m);
