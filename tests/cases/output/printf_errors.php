<?php
try {
    printf("%s %s\n", "only one");
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    printf("%2\$s\n", "a");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
try {
    sprintf("%0\$s", "a");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo sprintf("%z|%y", 1, 2), "|\n";
