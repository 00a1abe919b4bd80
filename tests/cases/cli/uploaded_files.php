<?php
// The CLI gets no POST uploads: no file is an uploaded one.
var_dump(is_uploaded_file(__FILE__), move_uploaded_file(__FILE__, __DIR__ . '/nowhere'));
var_dump(file_exists(__DIR__ . '/nowhere'), move_uploaded_file("a\0b", 'x'));
try {
    is_uploaded_file("a\0b");
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
