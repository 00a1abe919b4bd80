<?php
$a = [1, 2, 3];
foreach ($a as $k => &$v) {
    $v *= 10;
    if ($k == 0) {
        $a[] = 4;
    }
}
unset($v);
var_dump($a);
