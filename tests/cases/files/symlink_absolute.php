<?php
// symlink() with an absolute target: the link holds the target as given,
// and reading through it reaches the file.
$base = sys_get_temp_dir() . "/rphp-files-symabs-" . getmypid() . "-" . uniqid();
mkdir($base);
file_put_contents("$base/f", "data");
var_dump(symlink("$base/f", "$base/abs"));
var_dump(readlink("$base/abs") === "$base/f", is_link("$base/abs"), file_get_contents("$base/abs"));
var_dump(lstat("$base/abs")['size'] === strlen("$base/f"), filetype("$base/abs"));
var_dump(unlink("$base/abs"), file_exists("$base/f"));
unlink("$base/f");
rmdir($base);
