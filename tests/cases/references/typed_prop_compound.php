<?php
class A { public int $p = 1; public array $a = []; public ?float $f = null; public static int $st = 5; public static string $s = "a"; }
class B extends A {}
$o = new A;
try { $o->p .= "a"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
$o->p .= "2"; var_dump($o->p);
$o->p += 1.0; var_dump($o->p);
try { $o->p += 1.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
try { $o->p++; $o->p = PHP_INT_MAX; $o->p++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
$o->p = PHP_INT_MIN;
try { --$o->p; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
try { $o->a[] = 1; $o->a .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o->f ??= 2; var_dump($o->f);
$o->f *= 2; var_dump($o->f);
var_dump($o);
try { A::$st = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump(A::$st);
A::$st = "7"; var_dump(A::$st);
try { A::$st .= "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { B::$st = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
B::$st++; var_dump(A::$st);
A::$s = 12; var_dump(B::$s);
$r = &A::$st;
try { $r = "no"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o->p = 2.5;
var_dump($o->p);
var_dump($r);
