<?php
// A protected or private property denied names the object's class (B::$q for A's $q),
// an anonymous class by its display name.
class A { protected $q = 1; private $r = 2; }
class B extends A {}
$a = new B;
try { $a->q++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->q += 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->q = 2; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo $a->q; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = &$a->q; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->q[] = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { unset($a->q); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { --$a->q; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$o = new A;
try { $o->r++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $o->r .= "x"; } catch (Error $e) { echo $e->getMessage(), "\n"; }

$o = new class extends A {};
try { echo $o->q; } catch (Error $e) { echo $e->getMessage(), "\n"; }
$p = new class { protected $z = 1; };
try { $p->z++; } catch (Error $e) { echo $e->getMessage(), "\n"; }
