<?php
// chown/chgrp/lchown/lchgrp to the file's own ids, unknown names, missing
// files and argument juggling; umask set and read back.
$base = sys_get_temp_dir() . "/rphp-files-own-" . getmypid() . "-" . uniqid();
mkdir($base);
chdir($base);
touch("f");
symlink("f", "l");
$uid = fileowner("f");
$gid = filegroup("f");
var_dump(chown("f", $uid), chgrp("f", $gid), lchown("l", $uid), lchgrp("l", $gid));
var_dump(fileowner("f") === $uid, filegroup("f") === $gid);
var_dump(chown("f", (float) $uid), chgrp("f", $gid + 0.0));
var_dump(chown("f", "no-such-user-rphp"), chgrp("f", "no-such-group-rphp"));
var_dump(lchown("l", "no-such-user-rphp"), lchgrp("l", "no-such-group-rphp"));
var_dump(chown("nope", $uid), chgrp("nope", $gid), lchown("nope", $uid), lchgrp("nope", $gid));
var_dump(chown("", $uid));
foreach (['chown', 'chgrp', 'lchown', 'lchgrp'] as $fn) {
    try {
        $fn("a\0b", 0);
    } catch (Throwable $e) {
        echo $e->getMessage(), "\n";
    }
    try {
        $fn("f", []);
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        $fn("nope", new stdClass());
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump(chown("nope", null), chown("nope", true), chown("nope", 1.5), chown("nope", "0"));
$old = umask(077);
var_dump(umask() === 077, umask(0) === 077, umask(-1), umask(0777777), umask(), umask(null), umask($old) === 0777);
var_dump(umask() === $old);
try {
    umask("x");
} catch (Throwable $e) {
    echo $e->getMessage(), "\n";
}
unlink("l");
unlink("f");
chdir(__DIR__);
rmdir($base);
