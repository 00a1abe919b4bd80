<?php
// The same object twice is written once and read back as one object.
$o = new stdClass;
$o->n = 1;
$s = serialize([$o, $o, 'x' => $o]);
echo $s, "\n";
$back = unserialize($s);
$back[0]->n = 42;
var_dump($back[1]->n, $back['x']->n);
// References between array elements, and into nested arrays.
$v = [1, 2];
$arr = ['a' => &$v, 'b' => &$v, 'c' => [&$v]];
$s = serialize($arr);
echo $s, "\n";
$b = unserialize($s);
$b['a'][] = 3;
echo count($b['b']), ' ', count($b['c'][0]), "\n";
// A reference between two properties of one object.
$q = unserialize('O:8:"stdClass":2:{s:1:"x";i:5;s:1:"y";R:2;}');
var_dump($q);
$r = unserialize('a:2:{i:0;O:8:"stdClass":1:{s:1:"k";i:1;}i:1;R:2;}');
var_dump($r[0] === $r[1]);
