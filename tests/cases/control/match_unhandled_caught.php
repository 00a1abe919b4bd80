<?php
foreach ([5, "str", 1.5, null, true, [1], "a long string value that goes on"] as $v) {
    try {
        echo match ($v) { 0 => 'zero' };
    } catch (\UnhandledMatchError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
