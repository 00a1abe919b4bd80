<?php
function f($mode) {
    try {
        if ($mode == 1) throw new Exception("thrown");
        if ($mode == 2) return "returned from try";
        echo "try completed\n";
    } catch (Exception $e) {
        echo "caught: ", $e->getMessage(), "\n";
        return "returned from catch";
    } finally {
        echo "finally for mode $mode\n";
    }
    return "returned after";
}
foreach ([0, 1, 2] as $m) echo f($m), "\n";
function g() {
    try { return "try"; } finally { return "finally wins"; }
}
echo g(), "\n";
try {
    throw new TypeError("manual type error");
} catch (InvalidArgumentException | TypeError $e) {
    echo "multi-catch: ", get_class($e), "\n";
}
try {
    throw new Exception("no var");
} catch (Exception) {
    echo "catch without variable\n";
}
