<?php
// `$o->p = &$x`, references into properties, and clone keeping shared references.
class Holder {
    public $slot = 'initial';
    public $other;
    private $secret = 's';
    public function bindSecret(&$v) { $this->secret = &$v; }
    public function secret() { return $this->secret; }
}
$h = new Holder;
$x = 1;
$h->slot = &$x;
$x = 2;
var_dump($h->slot);
$h->slot = 3;
var_dump($x);
$h->other = &$h->slot;
$h->other = 'both';
var_dump($x, $h);
$y = 'y';
$h->slot = &$y;
$h->slot = 'only y';
var_dump($x, $y);
$h->dyn = &$y;
$y = 'dyn too';
var_dump($h->dyn);
$s = 'sec';
$h->bindSecret($s);
$s = 'changed secret';
var_dump($h->secret());
$c = clone $h;
$y = 'shared after clone';
var_dump($c->slot, $c->dyn);
unset($x, $y, $s);
$c2 = clone $c;
$c2->slot = 'separate?';
var_dump($c->slot);
var_dump((array)$c2);
$arr = ['k' => 1];
$h->other = &$arr['k'];
$h->other = 5;
var_dump($arr);
$o = new stdClass;
$o->list = [1, 2, 3];
foreach ($o->list as &$v) { $v *= 10; }
unset($v);
var_dump($o);
[$a, &$b] = $o->list;
$b = 'list ref';
var_dump($o->list);
$z = &$o->deep['a']['b'];
$z = 'deep';
var_dump($o);
echo json_encode($o), "\n";
var_dump($o == clone $o);
