<?php
class A {
    public $pub = 1;
    protected $prot = 2;
    private $priv = 3;
    private function secret() { return "secret"; }
    protected function prot() { return "prot"; }
    public function callSecret() { return $this->secret() . $this->prot() . $this->priv; }
}
class B extends A {
    public function tryProt() { return $this->prot() . $this->prot; }
}
$a = new A;
echo $a->callSecret(), "\n";
echo (new B)->tryProt(), "\n";
foreach (['priv', 'prot'] as $p) {
    try { echo $a->$p; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
}
try { $a->secret(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->prot(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $a->priv = 5; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump((array)$a);
print_r(get_object_vars($a));
