<?php
$dir = sys_get_temp_dir() . "/rphp-files-inc-" . getmypid() . "-" . uniqid();
mkdir($dir);
file_put_contents("$dir/temp_inc.php", "<?php\necho \"in temp include\\n\";\nreturn 7;\n");
chdir($dir);
var_dump(include 'temp_inc.php');
var_dump(include './temp_inc.php');
var_dump(basename(__FILE__));
var_dump((include 'helper_files.inc') === 'helper');
unlink("$dir/temp_inc.php");
var_dump(@include 'temp_inc.php');
chdir(__DIR__);
rmdir($dir);
var_dump(is_dir($dir));
