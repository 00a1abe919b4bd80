<?php
spl_autoload_register(function (string $class) {
    echo "autoload($class)\n";
    $file = __DIR__ . '/src/' . str_replace('\\', '/', $class) . '.inc';
    if (file_exists($file)) {
        require $file;
    }
});
use App\Models\User;
use App\Util\Str;

$u = new User("ada");
echo $u->greet(), "\n";
echo Str::upper("x"), "\n";
var_dump(class_exists('App\Models\Nope'));
var_dump(class_exists('App\Models\Nope2', false));
var_dump(class_exists('App\Models\User'));
var_dump(interface_exists('App\Models\Named'));
echo count(spl_autoload_functions()), "\n";
try { new App\Missing(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(App\Models\User::KIND);
