<?php
mt_srand(3);
$a = range(1, 10);
var_dump(shuffle($a));
echo implode(',', $a), "\n";
$b = ['x' => 1, 'y' => 2, 'z' => 3, 5 => 4];
shuffle($b);
var_dump($b);
$e = [];
shuffle($e);
var_dump($e);
$one = ['k' => 'v'];
shuffle($one);
var_dump($one);
echo str_shuffle('abcdefghij'), "\n";
echo str_shuffle('ab'), "\n";
var_dump(str_shuffle(''), str_shuffle('q'));
// A thousand elements exercise both range paths of the twister.
$big = range(0, 999);
shuffle($big);
echo array_sum(array_slice($big, 0, 10)), ' ', $big[0], ' ', $big[999], "\n";
