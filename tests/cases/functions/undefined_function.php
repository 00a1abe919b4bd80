<?php
echo "before\n";
try {
    undefined_fn();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$name = "also_missing";
try {
    $name(1);
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
nope();
