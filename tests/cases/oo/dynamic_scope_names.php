<?php
// A class name held in a variable is looked up as written: `self`, `parent`
// and `static` resolve only where the source names them.
class Base { const C = 1; public static $p = 2; public static function m() { return 'm'; } }
class Child extends Base {
    function probe() {
        foreach (['self', 'static', 'parent', 'SELF'] as $n) {
            $tries = [
                'new' => fn() => get_class(new $n),
                'call' => fn() => $n::m(),
                'const' => fn() => $n::C,
                'prop' => fn() => $n::$p,
                'instanceof' => fn() => $this instanceof $n,
                'class' => fn() => $n::class,
            ];
            foreach ($tries as $what => $f) {
                try {
                    echo "$n $what: ", var_export($f(), true), "\n";
                } catch (Error $e) {
                    echo "$n $what: ", get_class($e), ": ", $e->getMessage(), "\n";
                }
            }
        }
        // Written in the source, they resolve.
        var_dump(get_class(new self), get_class(new static), get_class(new parent));
        var_dump($this instanceof self, $this instanceof parent, self::C, parent::m());
        $n = 'Base';
        var_dump(get_class(new $n), $n::m(), $n::C, $n::$p);
    }
}
(new Child)->probe();
