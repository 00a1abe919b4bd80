<?php
$matrix = [[1, 2], [3, 4]];
foreach ($matrix as &$row) {
    foreach ($row as &$cell) {
        $cell *= 2;
    }
    unset($cell);
}
unset($row);
var_dump($matrix);
