<?php
$vals = [0, 1, -1, 0.0, -0.0, 0.1, "", "0", "0.0", "00", " ", "a", "false", [], [0], null, NAN, INF];
foreach ($vals as $v) {
    echo str_pad(var_export($v, true), 10), " => ", var_export((bool)$v, true), "\n";
}
