<?php
foreach ([-5, 0, 5, 50, "x"] as $v) {
    if ($v === "x") {
        echo "string\n";
    } elseif ($v < 0) {
        echo "negative\n";
    } else if ($v == 0) {
        echo "zero\n";
    } elseif ($v < 10) {
        echo "small\n";
    } else {
        echo "large\n";
    }
}
if (0) echo "no"; else echo "single-statement else\n";
