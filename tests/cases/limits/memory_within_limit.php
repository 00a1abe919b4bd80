<?php
ini_set('memory_limit', '32M');
$a = [];
for ($i = 0; $i < 100000; $i++) {
    $a[] = $i;
}
echo count($a), "\n";
unset($a);
$s = str_repeat("y", 8 * 1024 * 1024);
echo strlen($s), "\n";
