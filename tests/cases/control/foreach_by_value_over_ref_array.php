<?php
$a = [1, 2, 3];
$r = &$a;
foreach ($a as $v) {
    $a[] = $v;
    if (count($a) > 10) break;
}
echo count($a), "\n";
