<?php
foreach ([[1], [2, 3]] as [$a, $b]) {
    var_dump($a, $b);
}
foreach ([['x' => 1]] as ['y' => $y]) {
    var_dump($y);
}
