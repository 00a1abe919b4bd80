<?php
$r = @file_get_contents('/nonexistent/path/for/rphp/test');
var_dump($r);
$e = error_get_last();
echo $e['message'], "\n";
