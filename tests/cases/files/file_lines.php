<?php
$f = sys_get_temp_dir() . "/rphp-files-lines-" . getmypid() . "-" . uniqid() . ".txt";
file_put_contents($f, "one\ntwo\r\n\nthree\n\nlast");
var_dump(file($f));
var_dump(file($f, FILE_IGNORE_NEW_LINES));
var_dump(file($f, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES));
var_dump(file($f, FILE_SKIP_EMPTY_LINES));
file_put_contents($f, "");
var_dump(file($f));
file_put_contents($f, "only\n");
var_dump(file($f, FILE_IGNORE_NEW_LINES));
unlink($f);
var_dump(FILE_APPEND, FILE_IGNORE_NEW_LINES, FILE_SKIP_EMPTY_LINES, FILE_USE_INCLUDE_PATH);
