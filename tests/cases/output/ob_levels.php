<?php
var_dump(ob_get_level());
ob_start();
ob_start();
$lvl = ob_get_level();
ob_end_clean();
ob_end_flush();
var_dump($lvl, ob_get_level());
ob_start();
echo "discard me";
ob_clean();
echo "kept";
$len = ob_get_length();
ob_end_flush();
echo "\n", $len, "\n";
var_dump(@ob_end_clean());
var_dump(ob_get_clean());
