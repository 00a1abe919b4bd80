<?php
class Config extends ArrayObject {
    public $real = 'real prop';
    public function __construct(array $a) { parent::__construct($a, ArrayObject::ARRAY_AS_PROPS); }
}
$c = new Config(['host' => 'localhost', 'real' => 'from storage']);
var_dump($c->host, $c->real, $c['real']);
$c->port = 80;
var_dump($c['port'], count($c));
var_dump(isset($c->host), isset($c->nothere));
echo json_encode($c), "\n";
$p = new ArrayObject(['k' => 'v']);
$p->dyn = 1;
var_dump($p->dyn, isset($p['dyn']), count($p));
