<?php
var_dump($argc);
var_dump($argv);
var_dump($_SERVER['argc'], count($_SERVER['argv']));
function f() { global $argv; return $argv[1] ?? 'none'; }
echo f(), "\n";
