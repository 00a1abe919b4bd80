<?php
foreach (["a", "z", "Az", "zz", "Zz", "a9", "9", "A99", "zZ9", "-", "", "a-", " "] as $s) {
    $orig = $s;
    $s++;
    echo var_export($orig, true), " -> ", var_export($s, true), "\n";
}
