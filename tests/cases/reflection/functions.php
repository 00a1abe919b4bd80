<?php
namespace Util;

/** helper */
function greet(string $name, string $greeting = 'Hello', ...$rest): string {
    return "$greeting, $name" . implode('', $rest);
}
function &byref(array &$a, $b = PHP_INT_MAX) { return $a; }
$f = new \ReflectionFunction('Util\greet');
var_dump($f->getName(), $f->getShortName(), $f->getNamespaceName(), $f->inNamespace());
var_dump($f->getNumberOfParameters(), $f->getNumberOfRequiredParameters(), $f->isVariadic());
var_dump((string) $f->getReturnType(), $f->returnsReference(), $f->isClosure(), $f->isUserDefined());
var_dump($f->invoke('Ann'), $f->invoke('Bob', 'Hi', '!', '?'));
var_dump($f->invokeArgs(['Cy', 'Yo']));
var_dump($f->invokeArgs(['name' => 'Di', 'greeting' => 'Hey']));
$g = new \ReflectionFunction('\Util\byref');
var_dump($g->returnsReference(), $g->getReturnType());
$cl = $f->getClosure();
var_dump($cl('Ed'));
var_dump($f);
try { new \ReflectionFunction('Util\nope'); } catch (\ReflectionException $e) { echo $e->getMessage(), "\n"; }
$s = new \ReflectionFunction('strlen');
var_dump($s->getName(), $s->isInternal(), $s->invoke('abcd'), $s->getNumberOfParameters());
