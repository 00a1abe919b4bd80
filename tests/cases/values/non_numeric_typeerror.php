<?php
try {
    var_dump("abc" + 1);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(1 * "");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump("abc" == 0);
echo "end\n";
