<?php
class A { public function m() {} }
$r = new ReflectionClass('A');
try { $r->getMethod('zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('A', 'zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('A::zz'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('Q', 'm'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionMethod('nocolons'); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $r->getMethod(); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
$m = new ReflectionMethod('A::m');
var_dump($m);
$m = $r->getMethod('M');
echo $m->name, ' ', $m->class, "\n";
$r->getMethod('missing');
