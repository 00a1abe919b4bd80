<?php
ob_start();
echo "captured";
$c = ob_get_clean();
echo strtoupper($c), "\n";
ob_start();
echo "a";
ob_start();
echo "b";
$inner = ob_get_clean();
echo "c";
$outer = ob_get_clean();
var_dump($inner, $outer);
ob_start();
echo "flushed at end\n";
