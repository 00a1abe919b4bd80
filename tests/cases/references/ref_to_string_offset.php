<?php
$s = "abc";
try {
    $r = &$s[0];
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
