<?php
try {
    new ReflectionClass('Missing\Thing');
} catch (ReflectionException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    var_dump($e instanceof Exception, $e->getCode());
}
try {
    new ReflectionClass('');
} catch (ReflectionException $e) {
    echo $e->getMessage(), "\n";
}
spl_autoload_register(function ($c) {
    echo "autoload($c)\n";
    if ($c === 'Lazy') {
        eval('class Lazy { public $x = 1; }');
    }
});
$r = new ReflectionClass('Lazy');
echo $r->getName(), "\n";
try {
    new ReflectionClass('Nope');
} catch (ReflectionException $e) {
    echo $e->getMessage(), "\n";
}
new ReflectionClass('Nope2');
