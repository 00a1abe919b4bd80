<?php
class M {
    public $data = ['a' => [1]];
    public $p = [1];
    public function &getp() { return $this->p; }
    public function &geta() { return $this->data['a']; }
}
$m = new M;
$r = &$m->getp(); $r[] = 2; var_dump($m->p);
$s = &$m->geta(); $s[] = 2; var_dump($m->data);
$arr = ['a' => [1]];
function &g(array &$a) { return $a['a']; }
$t = &g($arr); $t[] = 5; var_dump($arr);
class M2 { public $p = [1]; public function &getp() { return $this->p; } static function &sp($o) { return $o->p; } }
function &fp($o) { return $o->p; }
$m = new M2;
$r = &fp($m); $r[] = 2; var_dump(count($m->p));
$r2 = &M2::sp($m); $r2[] = 3; var_dump(count($m->p));
$r3 = &$m->getp(); $r3[] = 4; var_dump(count($m->p));
