<?php
$s = "abc";
try {
    echo $s["x"];
} catch (\Throwable $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo $s["1"], "\n";
echo $s[1.7], "\n";
echo $s[true], "\n";
