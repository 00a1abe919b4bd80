<?php
// Methods of built-in classes through ReflectionMethod and ReflectionClass.
foreach ([['Exception', 'getMessage'], ['ArrayIterator', 'offsetGet'], ['DateTime', 'format'],
          ['Closure', 'bind'], ['RuntimeException', 'getMessage'], ['ArrayObject', '__construct'],
          ['IteratorAggregate', 'getIterator'], ['SplDoublyLinkedList', 'add']] as [$c, $n]) {
    $m = new ReflectionMethod($c, $n);
    echo $m;
    var_dump($m->name, $m->class, $m->getName(), $m->isInternal(), $m->isUserDefined(),
        $m->getNumberOfParameters(), $m->getNumberOfRequiredParameters(), $m->getModifiers(),
        $m->isStatic(), $m->isFinal(), $m->isAbstract(), $m->isPublic(), $m->getDocComment(),
        $m->getFileName(), $m->getStartLine(), $m->hasReturnType(), $m->hasTentativeReturnType(),
        $m->getExtensionName(), $m->getDeclaringClass()->getName(), $m->isConstructor(), $m->returnsReference());
    echo "return: ", $m->getReturnType() ?? 'none', " tentative: ", $m->getTentativeReturnType() ?? 'none', "\n";
    foreach ($m->getParameters() as $p) {
        echo $p, "\n";
        var_dump($p->getName(), $p->getPosition(), $p->isOptional(), $p->isVariadic(), $p->isPassedByReference(),
            $p->allowsNull(), $p->isDefaultValueAvailable());
        echo "type: ", $p->getType() ?? 'none', "\n";
        if ($p->isDefaultValueAvailable()) var_dump($p->getDefaultValue());
        echo $p->getDeclaringFunction()->getName(), " of ", $p->getDeclaringClass()->getName(), "\n";
    }
}
echo new ReflectionMethod('Exception::getCode');
var_dump((new ReflectionMethod('LogicException', 'getMessage'))->getPrototype()->class);
var_dump((new ReflectionMethod('ArrayIterator', 'count'))->hasPrototype());
try {
    (new ReflectionMethod('Exception', '__construct'))->getPrototype();
} catch (ReflectionException $e) {
    echo $e->getMessage(), "\n";
}
try {
    new ReflectionMethod('Exception', 'nope');
} catch (ReflectionException $e) {
    echo $e->getMessage(), "\n";
}
echo "--- getMethods\n";
foreach ((new ReflectionClass('ArrayObject'))->getMethods() as $m) {
    echo $m->class, "::", $m->name, " ", $m->getModifiers(), "\n";
}
foreach ((new ReflectionClass('Closure'))->getMethods(ReflectionMethod::IS_STATIC) as $m) {
    echo $m->class, "::", $m->name, "\n";
}
var_dump((new ReflectionClass('Exception'))->hasMethod('getTraceAsString'));
var_dump((new ReflectionClass('Exception'))->getConstructor()->getNumberOfParameters());
echo "--- invoke\n";
$e = new LogicException("boom", 7);
$m = new ReflectionMethod('Exception', 'getMessage');
var_dump($m->invoke($e), $m->invokeArgs($e, []));
var_dump((new ReflectionMethod('ArrayObject', 'count'))->invoke(new ArrayObject([1, 2, 3])));
$f = (new ReflectionMethod('Exception', 'getCode'))->getClosure($e);
var_dump($f());
$ao = new ArrayObject(['a' => 1]);
var_dump((new ReflectionMethod('ArrayObject', 'offsetGet'))->invoke($ao, 'a'));
try {
    $m->invoke(new ArrayObject());
} catch (ReflectionException $x) {
    echo $x->getMessage(), "\n";
}
try {
    $m->invoke(null);
} catch (ReflectionException $x) {
    echo $x->getMessage(), "\n";
}
echo "--- user classes extending built-in ones\n";
class MyEx extends Exception {
    public function extra(int $x = PHP_INT_MAX): void {}
}
foreach ((new ReflectionClass('MyEx'))->getMethods() as $m) {
    echo $m->class, "::", $m->name, "\n";
}
echo new ReflectionMethod('MyEx', 'getMessage');
echo (new ReflectionClass('MyEx'))->getMethod('getLine');
var_dump((new ReflectionClass('MyEx'))->getConstructor()->class);
class MyAo extends ArrayObject {
    public function count(): int { return 42; }
}
$names = array_map(fn($m) => $m->class . '::' . $m->name, (new ReflectionClass('MyAo'))->getMethods());
echo implode(", ", $names), "\n";
