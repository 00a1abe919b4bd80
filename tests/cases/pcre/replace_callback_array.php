<?php
echo preg_replace_callback_array([
    '/\d+/' => fn($m) => 'N',
    '/[a-z]+/' => fn($m) => strtoupper($m[0]),
], 'abc 123 def', -1, $count), " $count\n";
var_dump(preg_replace_callback_array(['/a/' => fn($m) => 'b', '/b/' => fn($m) => 'c'], ['x' => 'a', 'y' => 'b'], 1, $count), $count);
try {
    preg_replace_callback_array(['/a/' => 'no_such_function'], 'a');
} catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
