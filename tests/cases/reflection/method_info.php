<?php
abstract class P {
    abstract protected function tpl(): string;
}
class K extends P {
    public function __construct() {}
    public function __destruct() {}
    protected function tpl(): string { return ''; }
    final public static function fs(int ...$n): ?int { return null; }
    public function &refret() { static $x; return $x; }
    public function gen() { yield 1; }
}
foreach (['__construct', '__destruct', 'tpl', 'fs', 'refret', 'gen'] as $n) {
    $m = new ReflectionMethod('K', $n);
    printf("%s public=%d private=%d protected=%d static=%d abstract=%d final=%d ctor=%d dtor=%d variadic=%d ref=%d gen=%d\n",
        $n, $m->isPublic(), $m->isPrivate(), $m->isProtected(), $m->isStatic(), $m->isAbstract(),
        $m->isFinal(), $m->isConstructor(), $m->isDestructor(), $m->isVariadic(),
        $m->returnsReference(), $m->isGenerator());
    echo "  declaring: ", $m->getDeclaringClass()->getName(), "\n";
    echo "  return: ", $m->hasReturnType() ? $m->getReturnType() : '-', "\n";
}
$pm = new ReflectionMethod('P', 'tpl');
var_dump($pm->isAbstract(), $pm->getDeclaringClass()->name);
try { $pm->invoke(new K); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$r = new ReflectionClass('K');
var_dump($r->getConstructor()->name);
var_dump((new ReflectionClass('P'))->getConstructor());
var_dump($r->getMethod('fs')->getNumberOfParameters(), $r->getMethod('fs')->getNumberOfRequiredParameters());
var_dump($r->getMethod('tpl')->getFileName() === __FILE__, $r->getMethod('tpl')->getStartLine(), $r->getMethod('gen')->getEndLine());
