<?php
echo vsprintf("%s is %d years and %.1f%%\n", ["Tom", 30, 99.5]);
$len = vprintf("%2\$s-%1\$s\n", ["a", "b"]);
var_dump($len);
echo vsprintf("%s", ['k' => 'assoc']), "\n";
try {
    vsprintf("%s %s", ["one"]);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
