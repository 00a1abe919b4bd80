<?php
$a = ['one' => 1, 'two' => 2, 5 => 'five'];
foreach ($a as $k => $v) {
    echo gettype($k), " $k => $v\n";
}
foreach ($a as $v) echo $v, ",";
echo "\n";
foreach ([] as $v) echo "never";
foreach ([[1, 2], [3, 4]] as [$x, $y]) echo $x + $y, " ";
echo "\n";
foreach ([['id' => 1, 'n' => 'a'], ['id' => 2, 'n' => 'b']] as ['id' => $id, 'n' => $n]) echo "$id:$n ";
echo "\n";
foreach ([[1, [2, 3]]] as list($p, list($q, $r))) echo "$p $q $r\n";
