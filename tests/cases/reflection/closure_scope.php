<?php
class Vault {
    private $gold = 100;
    private function open($pin) { return "opened with $pin, gold {$this->gold}"; }
    public static function build() { return new static; }
}
$v = new Vault;
$m = new ReflectionMethod(Vault::class, 'open');
$open = $m->getClosure($v);
var_dump($open(1234));
$r = new ReflectionFunction($open);
var_dump($r->getName(), get_class($r->getClosureThis()), $r->getClosureScopeClass()->name);
$peek = function () { return $this->gold; };
$bound = Closure::bind($peek, $v, Vault::class);
$rb = new ReflectionFunction($bound);
var_dump($rb->getClosureScopeClass()->name, $rb->invoke());
$b = (new ReflectionMethod('Vault::build'))->getClosure();
var_dump(get_class($b()));
try { $m->getClosure(new stdClass); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
try { $m->getClosure(); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
