<?php
$items = ['apple' => 1.5, 'banana' => 0.25];
foreach ($items as $name => $price) {
    echo sprintf("%-10s|%6.2f|", $name, $price), "\n";
}
