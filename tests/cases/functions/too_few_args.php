<?php
function need2($a, $b) { return $a + $b; }
try {
    need2(1);
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "next: uncaught\n";
need2();
