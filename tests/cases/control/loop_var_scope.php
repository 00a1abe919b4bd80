<?php
for ($i = 0; $i < 3; $i++) {}
echo $i, "\n";
foreach ([1, 2, 3] as $k => $v) {}
echo "$k $v\n";
$lines = ['a', 'b'];
while (($line = array_shift($lines)) !== null) { echo $line; }
var_dump($line, $lines);
