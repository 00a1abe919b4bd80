<?php
// Reading nested arrays into variables that already hold arrays (copy-on-write must hold).
$m = [[1, 2], [3, 4], [5, [6, 7]]];
$row = [];
for ($i = 0; $i < 3; $i++) {
    $row = $m[$i];
    $row[0] = 99;
    echo json_encode($row), json_encode($m[$i]), "\n";
}
$row = $m[2];
$row = $row[1];
echo json_encode($row), "\n";
$x = [9];
$r = &$x;
$x = $m[0];
echo json_encode($r), "\n";
$n = [[1], [2]];
$n[1] = &$n[0];
$y = [0];
$y = $n[1];
$y[] = 5;
echo json_encode($n), json_encode($y), "\n";
