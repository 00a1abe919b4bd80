<?php
class Bad { public function __debugInfo() { return 'nope'; } }
$b = new Bad;
echo "before\n";
var_dump($b);
echo "after\n";
