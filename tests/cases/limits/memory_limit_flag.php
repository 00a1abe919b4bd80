<?php
echo ini_get('memory_limit'), "\n";
$x = str_repeat("a", 10 * 1024 * 1024);
echo "10M ok\n";
$y = str_repeat("b", 40 * 1024 * 1024);
echo "not reached\n";
