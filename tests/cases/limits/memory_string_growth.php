<?php
ini_set('memory_limit', '16M');
echo "start\n";
$s = str_repeat("x", 1024 * 1024);
$t = "";
for ($i = 0; $i < 100; $i++) { $t .= $s; }
echo "not reached\n";
