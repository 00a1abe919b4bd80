<?php
class Plain {}
#[AllowDynamicProperties]
class Dyn {}
$p = new Plain;
$p->a = 1;
$p->a = 2;
$d = new Dyn;
$d->b = 3;
$s = new stdClass;
$s->c = 4;
var_dump($p, $d, $s);
echo $p->missing ?? "default", "\n";
echo $p->missing;
$n = null;
echo $n->prop;
var_dump(isset($n->prop), isset($p->a), isset($p->zz));
unset($p->a);
var_dump($p);
try { $n->x = 1; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $n->m(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
