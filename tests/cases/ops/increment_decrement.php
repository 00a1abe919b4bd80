<?php
$i = 5;
echo $i++ + ++$i, "\n";
echo $i, "\n";
echo $i-- - --$i, "\n";
echo $i, "\n";
$a = [1, 2];
$idx = 0;
$a[$idx++] = $idx;
var_dump($a);
$arr = ['c' => 0];
$arr['c']++;
++$arr['c'];
var_dump($arr['c']);
