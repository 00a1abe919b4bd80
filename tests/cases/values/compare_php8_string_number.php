<?php
$pairs = [[0, "a"], [0, ""], [0, "0"], ["1", "01"], ["10", "1e1"], [100, "1e2"], ["abc", 0], [null, 0], [null, false], [null, ""], ["1", " 1"], ["1", "1 "], [1, "1 "], [1, " 1"], ["0.0", "0"], ["0.0", false], ["", null], ["a", "a "], [-1, "-1"], [1.0, "1"], ["1e3", "1000"], ["abc", "ABC"], [true, "a"], [false, "0"], [false, ""], [false, "0.0"]];
foreach ($pairs as [$a, $b]) {
    echo var_export($a, true), " == ", var_export($b, true), " : ", var_export($a == $b, true), "\n";
}
