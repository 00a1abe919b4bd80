<?php
class Calc {
    private $base = 10;
    public function add($a, $b = 2) { return $this->base + $a + $b; }
    public static function twice($x) { return $x * 2; }
    private function hidden($x) { return "hidden $x"; }
    public function named(int $a, int $b = 0, int $c = 0) { return "$a-$b-$c"; }
}
$c = new Calc;
$m = new ReflectionMethod('Calc', 'add');
var_dump($m->invoke($c, 1));
var_dump($m->invoke($c, 1, 5));
var_dump($m->invokeArgs($c, [3, 4]));
$s = new ReflectionMethod('Calc::twice');
var_dump($s->invoke(null, 21));
var_dump($s->invokeArgs(null, [5]));
$h = new ReflectionMethod('Calc', 'hidden');
$h->setAccessible(true);
var_dump($h->invoke($c, 'x'));
$n = new ReflectionMethod('Calc', 'named');
var_dump($n->invokeArgs($c, ['a' => 1, 'c' => 3]));
try { $m->invoke(null, 1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
try { $m->invoke(new stdClass, 1); } catch (ReflectionException $e) { echo $e->getMessage(), "\n"; }
$cl = $m->getClosure($c);
var_dump($cl(100));
$cl = $s->getClosure();
var_dump($cl(4));
try { $n->invoke($c, 'x'); } catch (TypeError $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
