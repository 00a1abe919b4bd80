<?php
$ao = new ArrayObject(['x' => 1, 'list' => [1, 2]]);
var_dump($ao);
print_r($ao);
echo "\n";
var_export($ao);
echo "\n";
echo json_encode($ao), "\n";
var_dump((array) $ao);
$empty = new ArrayObject();
var_dump($empty);
