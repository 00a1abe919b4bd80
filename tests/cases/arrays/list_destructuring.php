<?php
[$a, $b] = [1, 2];
echo "$a $b\n";
[$a, $b] = [$b, $a];
echo "$a $b\n";
list($x, , $z) = [1, 2, 3];
echo "$x $z\n";
['k' => $k, 'm' => $m] = ['m' => 'M', 'k' => 'K'];
echo "$k $m\n";
[[$p, $q], [$r]] = [[1, 2], [3]];
echo "$p $q $r\n";
[$u, $v] = [1];
var_dump($v);
list('a' => $aa, 0 => $zero) = ['a' => 'A', 0 => 'Z'];
echo "$aa $zero\n";
[$n1, $n2] = "ab";
var_dump($n1, $n2);
