<?php
$a = [10 => 'a', '10' => 'b', 'ten' => 'c'];
foreach ($a as $k => $v) {
    var_dump($k);
}
foreach (array_keys(['1' => 1, '1.0' => 2, 'x' => 3]) as $k) {
    echo gettype($k), " ";
}
echo "\n";
