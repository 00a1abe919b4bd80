<?php
interface A {} interface B {} class X {}
function f((A&B)|null $x) {}
function g(X|(A&B) $x) {}
function h(int|(A&B)|string $x) {}
foreach (['f','g','h'] as $fn) { $t = (new ReflectionFunction($fn))->getParameters()[0]->getType(); echo get_class($t), " ", $t, " ", json_encode($t->allowsNull()), "\n"; foreach ($t->getTypes() as $s) echo "  ", get_class($s), " ", $s, "\n"; }
class AB implements A {}
try { g(new AB); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { f(new AB); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function k(A&B $x) {}
try { k(new AB); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
