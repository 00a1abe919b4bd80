<?php
var_dump(error_get_last());
@$x = $undef;
$e = error_get_last();
echo $e['type'], " ", $e['message'], " ", $e['line'], " ", basename($e['file']), "\n";
error_clear_last();
var_dump(error_get_last());
