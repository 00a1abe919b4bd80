<?php
// Compound assignment and ++/-- on properties: declared, dynamic, magic,
// typed, readonly, by reference, on non-objects, and evaluation order.
class P {
    public $n = 1;
    public $f = 1.5;
    public $s = "ab";
    public $arr = [1];
    public int $typed = 5;
    private $priv = 3;
    public function bump() { $this->priv += 2; $this->priv++; return $this->priv; }
}
class M {
    private $data = ['x' => 10];
    public function __get($k) { echo "get $k\n"; return $this->data[$k] ?? null; }
    public function __set($k, $v) { echo "set $k ", var_export($v, true), "\n"; $this->data[$k] = $v; }
}
final class R {
    public function __construct(public readonly int $v) {}
}
$p = new P;
$p->n += 4; $p->n -= 2; $p->n *= 3;
var_dump($p->n);
$p->f += 1; $p->f *= 2; $p->f -= 0.5;
var_dump($p->f);
$p->n += 0.25;
var_dump($p->n);
$p->s .= "cd"; $p->s += 0;
var_dump($p->s);
$p->arr += [5, 6];
var_dump($p->arr);
$p->typed += 2; var_dump($p->typed);
$p->typed *= 1.0; var_dump($p->typed);
try { $p->typed += 0.5; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($p->typed);
$p->n = PHP_INT_MAX; $p->n += 1; var_dump($p->n);
$p->n = PHP_INT_MAX; $p->n++; var_dump($p->n);
$p->n = PHP_INT_MIN; $p->n--; var_dump($p->n);
$p->n = 7; var_dump($p->n++, $p->n, ++$p->n, $p->n--, --$p->n);
$p->n = null; $p->n++; var_dump($p->n);
$p->n = null; $p->n--; var_dump($p->n);
$p->n = "a"; $p->n++; var_dump($p->n);
$p->n = 5; $x = $p->n += 10; var_dump($x);
$p->dyn = 1; $p->dyn += 1; var_dump($p->dyn);
$p->undef1 += 3; var_dump($p->undef1);
$p->undef2++; var_dump($p->undef2);
var_dump($p->bump());
try { $p->priv += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$m = new M;
$m->x += 5;
$m->y++;
$r = new R(1);
try { $r->v += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $r->v++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p->n = 1; $ref = &$p->n; $p->n += 10; var_dump($ref); $p->n++; var_dump($ref); unset($ref);
function f($o) { $o->n = 100; return 1; }
$p->n = 1; $p->n += f($p); var_dump($p->n);
$q = new P; $q->n = 50;
$o = $p; $o->n += ($o = $q)->n; var_dump($p->n, $q->n);
$arr = ['o' => new P];
$arr['o']->n += 8; var_dump($arr['o']->n);
$p->n = 1; $p->n += "5"; var_dump($p->n);
$p->n = 1; $p->n += "5 apples"; var_dump($p->n);
try { $p->n += "apples"; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $p->n = 1; $p->n += []; } catch (TypeError $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$p->n = 10; $p->n %= 3; $p->n <<= 2; $p->n **= 2; $p->n /= 4; $p->n |= 1; var_dump($p->n);
$p->n = 1; $p->n ??= 5; $p->nn ??= 6; var_dump($p->n, $p->nn);
$null = null;
try { $null->n += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $undefinedVar->n += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $null->n++; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$str = "abc";
try { $str->n += 1; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
var_dump($p);
