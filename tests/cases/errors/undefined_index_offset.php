<?php
$a = ['k' => 1, 0 => 'zero'];
echo $a['missing'], "|\n";
echo $a[5], "|\n";
echo $a["5"], "|\n";
echo $a[-1], "|\n";
$list = [1, 2];
echo $list[2] ?? 'coalesced', "\n";
$x = $list[10] + 1;
var_dump($x);
