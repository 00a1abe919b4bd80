<?php
var_dump(file_get_contents('no_such_file.txt'));
var_dump(file('no_such_file.txt'));
var_dump(unlink('no_such_file.txt'));
var_dump(rmdir('no_such_dir'));
var_dump(filesize('no_such_file.txt'));
var_dump(is_file('no_such_file.txt'), is_dir('no_such_dir'), file_exists('no_such_file.txt'));
var_dump(realpath('no_such_file.txt'));
var_dump(file_put_contents('no_such_dir/x.txt', 'data'));
var_dump(@file_get_contents('no_such_file.txt'));
var_dump(error_get_last()['message']);
var_dump(chdir('no_such_dir'));
var_dump(mkdir('no_such_dir/a/b'));
try {
    file_get_contents("bad\0name");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    file_get_contents(__FILE__, false, null, 0, -1);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
