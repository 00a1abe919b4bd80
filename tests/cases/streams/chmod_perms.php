<?php
// chmod and the permission bits fileperms/stat report.
$base = sys_get_temp_dir() . "/rphp-streams-perm-" . getmypid() . "-" . uniqid();
mkdir($base);
$f = "$base/f.txt";
file_put_contents($f, "x");
var_dump(chmod($f, 0600));
clearstatcache();
var_dump(decoct(fileperms($f)), decoct(stat($f)["mode"]));
var_dump(chmod($f, 0755), is_executable($f));
clearstatcache();
var_dump(decoct(fileperms($f) & 0777));
var_dump(chmod($f, 01644));
clearstatcache();
var_dump(decoct(fileperms($f)));
var_dump(chmod("$base/nope", 0644));
unlink($f);
rmdir($base);
