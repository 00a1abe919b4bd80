<?php
foreach (["1", "1.0", "1e2", " 1", "1 ", "0x1", "01", "-0", "9223372036854775808"] as $s) {
    echo var_export($s, true), ": ", gettype($s + 0), " ", var_export($s + 0, true), "\n";
}
