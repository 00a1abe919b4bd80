<?php
set_include_path(__DIR__ . '/src');
var_dump(spl_autoload_extensions());
spl_autoload_register();
var_dump(spl_autoload_functions());
$w = new Legacy\Widget();
echo $w->render(), "\n";
echo Gadget::NAME, "\n";
var_dump(class_exists('Nope\Missing'));
spl_autoload_extensions('.php');
var_dump(spl_autoload_extensions());
spl_autoload('Legacy\Widget');
echo "done\n";
