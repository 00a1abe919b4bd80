<?php
$count = 0;
$inc = function () use (&$count) { $count++; };
$inc(); $inc(); $inc();
echo $count, "\n";
$val = 1;
$byVal = function () use ($val) { return $val; };
$val = 2;
echo $byVal(), "\n";
$fns = [];
for ($i = 0; $i < 3; $i++) {
    $fns[] = function () use (&$i) { return $i; };
}
echo $fns[0](), $fns[1](), "\n";
