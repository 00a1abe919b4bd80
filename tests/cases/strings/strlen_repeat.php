<?php
var_dump(strlen(""), strlen("abc"), strlen("héllo"), strlen("\0\0"), strlen(12345), strlen(1.5));
var_dump(str_repeat("ab", 3), str_repeat("x", 0), str_repeat("", 5));
try {
    str_repeat("x", -1);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
