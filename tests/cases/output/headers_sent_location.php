<?php
// headers_sent reports where output reached the client first; buffered output does not count.
var_dump(headers_sent());
ob_start();
echo "buffered\n";
var_dump(headers_sent($file, $line), $file, $line);
$b = ob_get_clean();
var_dump(headers_sent());
$x = 1;
echo $b;
var_dump(headers_sent($file, $line), basename($file), $line);
var_dump(headers_sent($f2));
var_dump(basename($f2));
header('X-Late: 1');
header_remove();
var_dump(setrawcookie('a', 'b'));
var_dump(headers_list());
