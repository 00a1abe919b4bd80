<?php
function pair(int $a, int $b = 2, int ...$rest) { return func_get_args(); }
$f = new ReflectionFunction('pair');
var_dump($f->invokeArgs(['b' => 5, 'a' => 1]));
try { $f->invokeArgs(['a' => 1, 'zz' => 3]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $f->invokeArgs(['b' => 1]); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $f->invoke('x'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($f->invoke(1, 2, 3, 4));
class Mk { public function __construct(public int $a = 0, public string $b = '') {} }
$o = (new ReflectionClass('Mk'))->newInstanceArgs(['b' => 'bee']);
var_dump($o);
try { (new ReflectionClass('Mk'))->newInstanceArgs(['a' => 'nan']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
