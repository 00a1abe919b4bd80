<?php
$people = [
    ['name' => 'Bob', 'age' => 30, 'city' => 'Paris'],
    ['name' => 'alice', 'age' => 25, 'city' => 'Rome'],
    ['name' => 'Carol', 'age' => 30, 'city' => 'Oslo'],
    ['name' => 'dave', 'age' => 25, 'city' => 'Bern'],
    ['name' => 'Eve', 'age' => 35, 'city' => 'Rome'],
];
$age = array_column($people, 'age');
$name = array_column($people, 'name');
array_multisort($age, SORT_DESC, SORT_NUMERIC, $name, SORT_ASC, SORT_STRING | SORT_FLAG_CASE, $people);
foreach ($people as $p) {
    echo $p['name'], ' ', $p['age'], "\n";
}
$city = array_column($people, 'city');
array_multisort($city, SORT_STRING, $people);
echo implode(',', array_column($people, 'name')), "\n";
// Three columns, the last breaking ties.
$x = [1, 1, 2, 2, 1];
$y = ['b', 'a', 'b', 'a', 'a'];
$z = [5, 4, 3, 2, 1];
array_multisort($x, $y, $z);
echo implode(',', $x), ' ', implode(',', $y), ' ', implode(',', $z), "\n";
