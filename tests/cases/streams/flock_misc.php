<?php
// flock within one request, fpassthru, fflush, fclose of the standard
// streams' copies.
$p = sys_get_temp_dir() . "/rphp-streams-lock-" . getmypid() . "-" . uniqid();
file_put_contents($p, "data");
$a = fopen($p, "r+");
$b = fopen($p, "r");
var_dump(flock($a, LOCK_SH), flock($b, LOCK_SH));
var_dump(flock($a, LOCK_EX | LOCK_NB, $wb), $wb);
var_dump(flock($b, LOCK_UN), flock($a, LOCK_EX | LOCK_NB, $wb), $wb);
var_dump(flock($b, LOCK_SH | LOCK_NB, $wb), $wb);
var_dump(flock($a, LOCK_UN), flock($b, LOCK_SH | LOCK_NB, $wb), $wb);
fclose($b);
var_dump(flock($a, LOCK_EX), flock($a, LOCK_SH));
try {
    flock($a, 0);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(flock($a, 99));
$m = fopen("php://memory", "w+");
var_dump(flock($m, LOCK_EX));
fclose($a);
$a = fopen($p, "r");
var_dump(fgetc($a), fpassthru($a), fpassthru($a));
echo "\n";
var_dump(fflush($a), fclose($a));
var_dump(file_put_contents($p, "x\n", FILE_APPEND | LOCK_EX), file_get_contents($p));
unlink($p);
