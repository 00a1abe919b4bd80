<?php
class Person { public function __construct(public string $name) { echo "ctor\n"; } }
class NoCtor { public $x = 1; }
class Hidden { protected function __construct() {} }
abstract class Abs {}
interface Iface {}
$p = (new ReflectionClass('Person'))->newInstanceWithoutConstructor();
var_dump($p);
var_dump((new ReflectionClass('NoCtor'))->newInstance());
try { (new ReflectionClass('NoCtor'))->newInstance(1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('Hidden'))->newInstance(); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(get_class((new ReflectionClass('Hidden'))->newInstanceWithoutConstructor()));
try { (new ReflectionClass('Abs'))->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('Iface'))->newInstanceArgs([]); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionClass('Person'))->newInstanceArgs(['nope' => 1]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { (new ReflectionClass('Person'))->newInstance(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
$e = (new ReflectionClass('RuntimeException'))->newInstance('boom', 3);
var_dump($e->getMessage(), $e->getCode());
$o = (new ReflectionClass('Generator'))->newInstanceWithoutConstructor();
