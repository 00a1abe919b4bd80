<?php
foreach ([0, "0", "", "0.0", " ", null, [], false, 0.0, "a", [0], -0.0] as $v) {
    echo var_export($v, true), " => ", empty($v) ? "empty" : "not empty", "\n";
}
