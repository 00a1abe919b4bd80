<?php
// Tables with deleted slots: sampled by slot, or scanned when mostly holes.
mt_srand(21);
$a = range(0, 9);
unset($a[2], $a[5]);
for ($i = 0; $i < 6; $i++) {
    echo array_rand($a), ' ';
}
echo "\n";
$b = range(0, 19);
foreach (range(0, 15) as $k) {
    unset($b[$k]);
}
for ($i = 0; $i < 6; $i++) {
    echo array_rand($b), ' ';
}
echo "\n";
$h = ['a' => 1, 'b' => 2, 'c' => 3, 'd' => 4];
unset($h['b']);
for ($i = 0; $i < 6; $i++) {
    echo array_rand($h), ' ';
}
echo "\n";
echo implode(',', array_rand($b, 2)), "\n";
