<?php
/**
 * highlight_file(), show_source() and php_strip_whitespace() on a file,
 * and on a file that does not exist.
 */
$f = __DIR__ . '/highlight_file.inc';
var_dump(highlight_file($f, true) === show_source($f, true));
highlight_file($f);
echo "\n";
var_dump(show_source($f));
echo "\n";
echo php_strip_whitespace($f);
echo php_strip_whitespace(__FILE__);
var_dump(highlight_file('no/such/file.php'));
var_dump(show_source('no/such/file.php', true));
var_dump(php_strip_whitespace('no/such/file.php'));
