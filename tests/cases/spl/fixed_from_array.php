<?php
$g = SplFixedArray::fromArray([1 => 'a', 3 => 'b']);
var_dump($g->toArray(), $g->getSize());
$g = SplFixedArray::fromArray([1 => 'a', 3 => 'b'], false);
var_dump($g->toArray());
$g = SplFixedArray::fromArray([]);
var_dump($g->getSize());
foreach ([['a' => 1], [-1 => 1]] as $bad) {
    try { SplFixedArray::fromArray($bad); } catch (InvalidArgumentException $e) { echo $e->getMessage(), "\n"; }
}
$h = SplFixedArray::fromArray(['x', 'y']);
echo json_encode($h), "\n";
var_export($h);
echo "\n";
var_dump((array) $h);
$c = clone $h;
$c[0] = 'changed';
var_dump($h[0], $c[0]);
print_r(class_implements($h));
