<?php
mt_srand(99);
$n = 2000;
$keys = [];
$vals = [];
for ($i = 0; $i < $n; $i++) {
    $keys[] = mt_rand(0, 50);
    $vals[] = $i;
}
array_multisort($keys, $vals);
echo $keys[0], ' ', $keys[$n - 1], ' ', $vals[0], ' ', $vals[1], ' ', $vals[$n - 1], "\n";
$ok = true;
for ($i = 1; $i < $n; $i++) {
    if ($keys[$i - 1] > $keys[$i] || ($keys[$i - 1] == $keys[$i] && $vals[$i - 1] > $vals[$i])) {
        $ok = false;
    }
}
var_dump($ok);
$strs = array_map(fn($v) => 'item' . $v, $vals);
array_multisort($strs, SORT_NATURAL | SORT_FLAG_CASE, SORT_DESC);
echo $strs[0], ' ', $strs[$n - 1], "\n";
