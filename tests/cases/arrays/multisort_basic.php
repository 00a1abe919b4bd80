<?php
$data = [3, 1, 2, 1];
$other = ['c', 'a', 'b', 'z'];
var_dump(array_multisort($data, $other));
echo implode(',', $data), ' ', implode(',', $other), "\n";
$d1 = [10, 100, 100, 0];
$d2 = [1, 3, 2, 4];
array_multisort($d1, $d2);
echo implode(',', $d1), ' ', implode(',', $d2), "\n";
$d1 = [10, 100, 100, 0];
$d2 = [1, 3, 2, 4];
array_multisort($d1, SORT_DESC, $d2, SORT_ASC);
echo implode(',', $d1), ' ', implode(',', $d2), "\n";
// Rows from a table sorted by volume desc, edition asc.
$rows = [['volume' => 67, 'edition' => 2], ['volume' => 86, 'edition' => 1], ['volume' => 85, 'edition' => 6],
         ['volume' => 98, 'edition' => 2], ['volume' => 86, 'edition' => 6], ['volume' => 67, 'edition' => 7]];
$volume = array_column($rows, 'volume');
$edition = array_column($rows, 'edition');
array_multisort($volume, SORT_DESC, $edition, SORT_ASC, $rows);
foreach ($rows as $r) {
    echo $r['volume'], '/', $r['edition'], ' ';
}
echo "\n";
// String keys stay, integer keys are renumbered.
$k = ['x' => 3, 5 => 1, 'y' => 2, 9 => 0];
array_multisort($k);
var_dump($k);
$single = [5, 3, 4];
array_multisort($single, SORT_DESC);
echo implode(',', $single), "\n";
var_dump(array_multisort([3, 1, 2]));
$empty = [];
var_dump(array_multisort($empty), $empty);
