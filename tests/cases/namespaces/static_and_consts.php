<?php
namespace Config;

class Settings {
    const DEFAULTS = ['debug' => false];
    public static $instances = 0;
    public static function get($k) { return static::DEFAULTS[$k] ?? null; }
}
class Dev extends Settings { const DEFAULTS = ['debug' => true]; }
var_dump(Settings::get('debug'), Dev::get('debug'));
Settings::$instances++;
\Config\Settings::$instances++;
echo Settings::$instances, " ", \Config\Dev::DEFAULTS['debug'] ? 'y' : 'n', "\n";
echo constant('Config\Settings::DEFAULTS')['debug'] ? 'y' : 'n', "\n";
$f = 'Config\Settings::get';
var_dump(call_user_func($f, 'debug'));
var_dump(call_user_func([Dev::class, 'get'], 'debug'));
var_dump(is_callable('Config\Dev::get'));
