<?php
foreach (["1", "-1", "+1", "1.", ".1", "1e5", "1E-5", "1e", "e1", " 1", "1 ", " 1 ", "\t1\n", "0x1", "0b1", "1_000", "", " ", "-", ".", "1..2", "--1", "NAN", "INF", 1, 1.5, null, true] as $v) {
    echo var_export($v, true), ": ", var_export(is_numeric($v), true), "\n";
}
