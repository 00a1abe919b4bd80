<?php
$i = 0;
do {
    echo "iteration $i\n";
    $i++;
} while ($i < 3);
do {
    echo "runs once\n";
} while (false);
$x = 5;
do {
    if ($x == 3) { $x--; continue; }
    echo $x, "\n";
} while (--$x > 0);
