<?php
// get_object_vars() and (object)/(array) casts keep a reference that something else
// still holds, and copy one nobody else holds as its value.
$o = new stdClass;
$o->a = 1;
$o->b = 2;
$r = &$o->b;
$v = get_object_vars($o);
$v['b'] = 'through get_object_vars';
echo $o->b, "\n";
$a = [1, 2];
$r2 = &$a[1];
$ob = (object)$a;
$ob->{'1'} = 'through (object)';
echo $a[1], "\n";
$a = [1, 2];
$r3 = &$a[1];
unset($r3);
$ob = (object)$a;
$ob->{'1'} = 'not through';
echo $a[1], "\n";
class Decl { public $p = 1; protected $q = 2; public function vars() { return get_object_vars($this); } }
$d = new Decl;
$rp = &$d->p;
$vars = $d->vars();
$vars['p'] = 'through declared';
echo $d->p, "\n";
unset($rp);
$vars = null;
$vars = $d->vars();
$vars['p'] = 'not through declared';
echo $d->p, "\n";
