<?php
// ftok(): the key is made of the file's inode and device numbers and the
// project character (compared with stat(), as the numbers differ by machine).
$k = ftok(__FILE__, 'a');
$st = stat(__FILE__);
var_dump(is_int($k), $k === ftok(__FILE__, 'a'), $k !== ftok(__FILE__, 'b'));
var_dump(($k >> 24) & 0xff, ($k & 0xffff) === ($st['ino'] & 0xffff), (($k >> 16) & 0xff) === ($st['dev'] & 0xff));
var_dump(ftok(__DIR__, "\xff") < 0);
var_dump(ftok(__DIR__ . '/no-such-file', 'a'));
foreach ([['', 'a'], [__FILE__, ''], [__FILE__, 'ab'], ["a\0b", 'a']] as [$f, $p]) {
    try {
        ftok($f, $p);
    } catch (ValueError $e) {
        echo $e->getMessage(), "\n";
    }
}
