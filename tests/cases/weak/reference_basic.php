<?php
$o = new stdClass;
$o->name = "target";
$wr = WeakReference::create($o);
var_dump($wr);
var_dump($wr->get() === $o);
function name_of($wr) { return $wr->get()->name; }
echo name_of($wr), "\n";
unset($o);
var_dump($wr->get());
