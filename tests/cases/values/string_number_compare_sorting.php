<?php
$a = ["10", 9, "9a", "1e1", 1.5, "abc", true, null];
$out = [];
foreach ($a as $x) {
    $row = [];
    foreach ($a as $y) {
        $row[] = $x <=> $y;
    }
    $out[] = implode(",", $row);
}
echo implode("\n", $out), "\n";
