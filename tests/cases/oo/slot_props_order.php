<?php
// Declared properties keep declaration order through unset/re-set, typed
// uninitialised state, dynamic additions, casts, iteration and printing.
#[AllowDynamicProperties]
class Base {
    private $secret = 'base';
    protected $prot = 1;
    public $shared = 'b';
}
#[AllowDynamicProperties]
class Kid extends Base {
    public int $typed;
    public ?string $maybe = null;
    private $secret = 'kid';
    public $list = [1, 2];
    public readonly int $ro;
    public function __construct() { $this->ro = 7; }
    public function dropShared() { unset($this->shared); }
    public function peek() { return [$this->secret, $this->prot]; }
}
$k = new Kid;
var_dump($k);
print_r($k); echo "\n";
var_dump(get_object_vars($k));
var_dump((array) $k);
$k->typed = "42";
$k->dyn = 'x';
$k->dropShared();
foreach ($k as $name => $v) { echo $name, '=', json_encode($v), "\n"; }
$k->shared = 'again';
var_dump(array_keys(get_object_vars($k)));
echo serialize($k), "\n";
var_dump(unserialize(serialize($k)) == $k);
var_export($k); echo "\n";
var_dump($k->peek());
try { $k->ro = 8; } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
$j = new Kid;
try { echo $j->typed; } catch (Error $e) { echo $e->getMessage(), "\n"; }
var_dump(isset($j->typed), isset($j->maybe), property_exists($j, 'typed'));
echo json_encode($j), "\n";
$j2 = clone $j;
$j2->typed = 5;
var_dump($j, $j2, $j == $j2);
