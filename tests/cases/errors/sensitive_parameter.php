<?php
function login(#[SensitiveParameter] $password, $user) { throw new Exception("denied"); }
try { login("secret", "bob"); } catch (Exception $e) {
    echo $e->getTraceAsString(), "\n";
    $args = $e->getTrace()[0]['args'];
    var_dump($args);
    var_dump($args[0]->getValue());
}
$v = new SensitiveParameterValue("hidden");
var_dump($v, $v->getValue());
try { serialize($v); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { unserialize('O:23:"SensitiveParameterValue":0:{}'); } catch (Exception $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
print_r($v); echo "|\n";
print_r([$v]); echo "|\n";
var_export($v); echo "\n";
var_dump((array)$v);
function many($a, #[\SensitiveParameter] ...$rest) { var_dump(debug_backtrace()[0]['args']); debug_print_backtrace(); }
many(1, 2, 3);
class K { function m(#[SensitiveParameter] string $x = "d", $y = 0) { debug_print_backtrace(); } }
(new K)->m();
(new K)->m("zz", 5);
$r = new ReflectionClass('SensitiveParameterValue');
var_dump($r->isFinal(), $r->hasMethod('getValue'));
