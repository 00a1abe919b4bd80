<?php
foreach (["a", "5", "5.5", "", "abc", "1e2", " 3"] as $s) {
    $orig = $s;
    $s--;
    echo var_export($orig, true), " -> ", var_export($s, true), "\n";
}
