<?php
$deep = serialize([[[['x']]]]);
var_dump(unserialize($deep, ['max_depth' => 4]));
var_dump(unserialize($deep, ['max_depth' => 3]));
var_dump(unserialize($deep, ['max_depth' => 0]) === [[[['x']]]]);
var_dump(unserialize('O:8:"stdClass":1:{s:1:"a";a:1:{i:0;i:1;}}', ['max_depth' => 1]));
var_dump(unserialize('i:5;', ['unknown' => 1]));
foreach ([['allowed_classes' => 'x'], ['allowed_classes' => 1], ['max_depth' => 'x'], ['max_depth' => -1], ['max_depth' => 1.5]] as $opts) {
    try {
        var_dump(unserialize('i:1;', $opts));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
try {
    unserialize('i:1;', 'not an array');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
