<?php
// parse_ini_file reads through the host; errors name the file.
$f = sys_get_temp_dir() . '/rphp_parse_ini_file_basic.ini';
file_put_contents($f, "[db]\nhost = localhost\nport = 5432\ndebug = on\n[paths]\nroot[] = /a\nroot[] = /b\n");
var_dump(parse_ini_file($f));
var_dump(parse_ini_file($f, true));
var_dump(parse_ini_file($f, true, INI_SCANNER_TYPED));
var_dump(parse_ini_file($f, true, INI_SCANNER_RAW));
file_put_contents($f, "ok = 1\nbad = x=y\n");
$r = parse_ini_file($f);
var_dump($r);
echo str_replace($f, "FILE", error_get_last()["message"]), "\n";
unlink($f);
var_dump(parse_ini_file($f));
try {
    parse_ini_file('');
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
