<?php
$f = new ReflectionFunction('str_replace');
var_dump($f->getName(), $f->isInternal(), $f->isUserDefined(), $f->getFileName(), $f->getStartLine());
var_dump($f->getNumberOfParameters(), $f->getNumberOfRequiredParameters());
foreach ($f->getParameters() as $p) {
    echo $p->getPosition(), ' $', $p->getName(), ' optional=', var_export($p->isOptional(), true), ' byref=', var_export($p->isPassedByReference(), true), "\n";
}
var_dump($f->invokeArgs(['a', 'b', 'banana']));
$count = 0;
var_dump((new ReflectionFunction('array_sum'))->invoke([1, 2, 3.5]));
var_dump((new ReflectionFunction('sprintf'))->isVariadic());
