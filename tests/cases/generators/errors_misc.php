<?php
function g() { $x = yield 1; return $x; }
function gen_count($g) { return iterator_count($g); }
try { $c = clone g(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { new Generator(); } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$gen = g();
try { $gen->throw("not a throwable"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($gen->send("v"), $gen->getReturn());
try { $gen->rewind(); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($gen == $gen, gen_count(g()));
abstract class Base { abstract public function items(): iterable; }
class Impl extends Base { public function items(): iterable { yield 'a'; yield 'b'; } }
foreach ((new Impl)->items() as $i) echo $i;
echo "\n";
$e = (function () { yield 1; })();
$e->next(); $e->next();
var_dump($e->valid(), $e->current(), $e->key());
