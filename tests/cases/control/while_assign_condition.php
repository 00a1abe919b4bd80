<?php
$stack = [1, 2, 3];
while ($x = array_pop($stack)) {
    echo $x;
}
echo "\n";
$i = 0;
while ($i++ < 3) echo $i;
echo "\n";
