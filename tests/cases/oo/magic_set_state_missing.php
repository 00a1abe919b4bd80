<?php
class NoState { public $v = 1; }
$code = var_export(new NoState, true);
echo $code, "\n";
$x = eval("return $code;");
