<?php
$a = [1, 2, 'k' => 3];
$r = &$a[1];
$x = ReflectionReference::fromArrayElement($a, 1);
var_dump($x);
var_dump(ReflectionReference::fromArrayElement($a, 0));
$y = ReflectionReference::fromArrayElement($a, 1);
var_dump($x->getId() === $y->getId(), strlen($x->getId()));
$b = [&$r, &$a['k']];
var_dump(ReflectionReference::fromArrayElement($b, 0)->getId() === $x->getId());
var_dump(ReflectionReference::fromArrayElement($b, 1)->getId() === $x->getId());
try { var_dump(ReflectionReference::fromArrayElement($a, '1')); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
var_dump(ReflectionReference::fromArrayElement($a, 'k') !== null);
try { ReflectionReference::fromArrayElement($a, 5); } catch (ReflectionException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { ReflectionReference::fromArrayElement($a, 1.5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { ReflectionReference::fromArrayElement("x", 1); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { new ReflectionReference(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
unset($r);
var_dump(ReflectionReference::fromArrayElement($a, 1) !== null);
$c = [1]; $c2 = $c;
var_dump(ReflectionReference::fromArrayElement($c2, 0));
$rc = new ReflectionClass('ReflectionReference');
var_dump($rc->isFinal(), $rc->isInstantiable(), $rc->isCloneable());
try { clone $x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { serialize($x); } catch (Exception $e) { echo $e->getMessage(), "\n"; }
$o = new stdClass; $o->p = 1; $q = &$o->p;
$arr = (array) $o;
var_dump(ReflectionReference::fromArrayElement($arr, 'p') !== null);
