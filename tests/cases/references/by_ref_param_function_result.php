<?php
function setit(&$x) { $x = 5; return $x; }
function val() { return 1; }
echo setit(val()), "\n";
$a = [3, 1, 2];
echo end($a), "\n";
echo "done\n";
