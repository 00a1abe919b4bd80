<?php
$o = new stdClass;
$a = WeakReference::create($o);
$b = WeakReference::create($o);
var_dump($a === $b);
$p = new stdClass;
var_dump(WeakReference::create($p) === $a);
unset($a, $b);
$c = WeakReference::create($o);
var_dump($c->get() === $o);
