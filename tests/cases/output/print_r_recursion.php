<?php
$a = ['x' => 1];
$a['self'] = &$a;
print_r($a);
echo "\n";
