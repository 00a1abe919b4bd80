<?php
// Destructuring patterns php accepts: one syntax throughout, parenthesised
// nested patterns, references from variables and calls, keyed nesting.
[$a, [$b, [$c]]] = [1, [2, [3]]];
echo $a, $b, $c, "\n";
list($a, list($b, list($c))) = [4, [5, [6]]];
echo $a, $b, $c, "\n";
[$a, ([$b])] = [7, [8]];
echo $a, $b, "\n";
$src = [1, [2, 3]];
[$x, [&$y, $z]] = $src;
$y = 20;
var_dump($src);
function pair() { return [10, 11]; }
[$p, $q] = pair();
echo $p + $q, "\n";
['a' => [$m, $n], 'b' => ['c' => $o]] = ['a' => [1, 2], 'b' => ['c' => 3]];
echo $m, $n, $o, "\n";
foreach ([[1, [2, 3]], [4, [5, 6]]] as [$i, [$j, $k]]) {
    echo $i + $j + $k, "\n";
}
foreach ([[1, [2]]] as list($i, list($j))) {
    echo $i, $j, "\n";
}
[, $second, , $fourth] = [1, 2, 3, 4];
echo $second, $fourth, "\n";
$o = new stdClass;
$arr = [];
[$o->p, $arr['k'], $arr[]] = ['P', 'K', 'N'];
var_dump($o, $arr);
