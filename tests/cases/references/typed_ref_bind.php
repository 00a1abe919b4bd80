<?php
class A { public int $p; public ?string $s = null; public int|string $u = 1; public float $f = 1.0; }
$o = new A;
try { $r = &$o->p; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($o);
$x = "42"; $o->p = &$x; var_dump($x, $o->p);
$y = "abc"; try { $o->p = &$y; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($y);
try { $o->s = &$x; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$z = 5; $o->f = &$z; var_dump($z);
$o2 = new A; $o2->u = &$z; 
try { $z = "str"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($z);
$z = true; var_dump($z);
class B { public ?int $n; }
$b = new B; $q = &$b->n; var_dump($q); $q = "7"; var_dump($b->n);
