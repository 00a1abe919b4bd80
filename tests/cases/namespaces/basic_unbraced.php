<?php
namespace App\Core;

const VERSION = '2.0';
function helper($x) { return __FUNCTION__ . ":" . $x; }
class Engine {
    public function name() { return __CLASS__ . " " . __METHOD__ . " " . __NAMESPACE__; }
    public static function make(): static { return new static(); }
}
interface Runs {}
echo helper(1), "\n";
echo \App\Core\helper(2), "\n";
echo namespace\helper(3), "\n";
echo VERSION, " ", \App\Core\VERSION, " ", namespace\VERSION, "\n";
echo (new Engine)->name(), "\n";
echo Engine::class, " ", get_class(Engine::make()), "\n";
echo strlen("abc"), " ", \strlen("abcd"), " ", PHP_INT_SIZE, " ", \PHP_EOL;
var_dump(function_exists('App\Core\helper'), function_exists('helper'), defined('App\Core\VERSION'));
var_dump(class_exists('App\Core\Engine'), class_exists('\App\Core\Engine'), class_exists('Engine'));
var_dump(new Engine instanceof Engine, new Engine instanceof \App\Core\Engine);
echo __NAMESPACE__, "\n";
