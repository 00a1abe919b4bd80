<?php
function setit(&$x) { $x = 5; }
try {
    setit(5);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
