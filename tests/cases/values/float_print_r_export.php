<?php
$vals = [0.1, 1.0, -0.5, 1e20, 1.5e-10, 0.30000000000000004, 100.0, 1e15, 1e16];
foreach ($vals as $v) {
    print_r($v); echo " | "; var_export($v); echo " | "; echo json_encode($v); echo " | "; echo serialize($v); echo "\n";
}
