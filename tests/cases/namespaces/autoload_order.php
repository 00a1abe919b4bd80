<?php
function first($c) { echo "first($c)\n"; }
class Loader { public static function load($c) { echo "Loader::load($c)\n"; if ($c === 'Late') { eval('class Late { }'); } } }
spl_autoload_register('first');
spl_autoload_register(['Loader', 'load']);
function pre($c) { echo "prepended($c)\n"; }
spl_autoload_register('pre', true, true);
var_dump(new Late);
var_dump(class_exists('Nothing'));
var_dump(spl_autoload_unregister('first'));
var_dump(class_exists('Nothing2'));
var_dump(Nothing3::class);
try { Nothing4::foo(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($x instanceof Nothing5);
