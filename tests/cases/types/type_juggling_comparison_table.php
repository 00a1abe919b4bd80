<?php
$vals = [null, false, true, 0, 1, -1, "0", "", "1", "-1", "a", [], [0], 0.0, "0.0", " "];
echo "   ";
foreach ($vals as $i => $v) printf("%2d", $i);
echo "\n";
foreach ($vals as $i => $a) {
    printf("%2d ", $i);
    foreach ($vals as $b) echo $a == $b ? " T" : " .";
    echo "\n";
}
