<?php
class A { public array $a; public int $i; public ?array $n; }
$o = new A;
try { $o->a[] = 1; var_dump($o->a); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o->i++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o->i .= "x"; } catch (Error $e) { echo $e->getMessage(), "\n"; }
[$o->i] = [5]; var_dump($o->i);
$o->n[] = 1; var_dump($o->n);
$o2 = new A;
try { $r = &$o2->a; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { foreach ($o2->a as &$x) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump($o2);
function f(&$x) {}
try { f($o2->i); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$q = &$o2->n; var_dump($q); $q = [1]; var_dump($o2->n);
