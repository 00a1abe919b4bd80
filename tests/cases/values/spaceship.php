<?php
$pairs = [[1, 2], [2, 1], [1, 1], [1.5, 1.5], ["a", "b"], ["b", "a"], ["abc", "abd"], ["10", "9"], ["10", "9a"], [null, false], [null, 0], [true, false], [[1, 2], [1, 3]], [[1, 2], [1]], [[1], [2, 3]], ["Z", "a"], [0, "a"], ["1e1", "10"], [INF, PHP_INT_MAX], [-1, null]];
foreach ($pairs as [$a, $b]) {
    echo var_export($a, true), " <=> ", var_export($b, true), " = ", $a <=> $b, "\n";
}
