<?php
class A { public int $p = 1; public ?string $s = null; public array $arr = [3,1,2]; public float $f = 1.5; public static int $st = 5; }
$o = new A;
$r = &$o->p;
$r = "42"; var_dump($o->p);
try { $r = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p, $r);
$r = 3.0; var_dump($o->p);
try { $r = 3.5; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($r);
$r++; var_dump($o->p);
$r .= "1"; var_dump($o->p);
try { $r .= "a"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$r = PHP_INT_MAX;
try { $r++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { ++$r; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$r = PHP_INT_MIN;
try { $r--; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($o->p);
function f(&$x) { $x = "str"; }
try { f($o->p); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
try { [$r] = ["zz"]; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { foreach (["q"] as $r) {} } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o->p);
unset($r);
$r = &$o->p; unset($o->p); $r = "now ok"; var_dump($r);
$o2 = new A; $r2 = &$o2->s; $r2 = 5; var_dump($o2->s); $r2 = null; var_dump($o2->s);
try { $r2 = []; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$o3 = new A; $r3 = &$o3->arr; sort($r3); var_dump($o3->arr);
sort($o3->arr); 
try { preg_match('/a/', 'a', $o3->p); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o3->p);
try { settype($o3->p, "array"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o3->p);
similar_text("abc", "abd", $o3->p); var_dump($o3->p);
$o4 = new A; $r4 = &$o4->f; $r4 = 3; var_dump($o4->f);
$s = &A::$st; try { $s = "x"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$s = "7"; var_dump(A::$st);
$o5 = new A; $o6 = new A; $x = &$o5->p; $o6->s = "hi";
try { $o6->s = &$o5->p; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
$arr = [&$o5->p]; try { $arr[0] = "bad"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
var_dump($o5->p);
unset($o5); $x = "free"; var_dump($x);
