<?php
echo $a;
error_reporting(E_ALL & ~E_WARNING);
echo $b;
echo "no warning above\n";
$old = error_reporting(E_ALL);
var_dump($old === (E_ALL & ~E_WARNING));
echo $c;
error_reporting(0);
echo $d;
echo "silent\n";
var_dump(error_reporting());
error_reporting(E_ALL);
var_dump(error_reporting() === E_ALL, E_ALL);
