<?php
$a = [1, 2, 3];
foreach ($a as $k => $v) {
    if ($k == 0) {
        $a[] = 4;
        $a[1] = 'modified';
    }
    echo $v, " ";
}
echo "\n", count($a), "\n";
$k = 'before';
$v = 'before';
foreach (['x' => 'y'] as $k => $v) {}
echo "$k $v\n";
