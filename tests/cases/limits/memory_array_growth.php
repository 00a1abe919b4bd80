<?php
ini_set('memory_limit', '16M');
echo "start\n";
$a = [];
// one line, so the reported line does not depend on where the engine attributes the loop
for ($i = 0; $i < 10000000; $i++) { $a[] = $i; }
echo "not reached\n";
