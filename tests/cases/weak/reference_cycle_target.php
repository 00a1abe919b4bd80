<?php
$o = new stdClass;
$o->self = $o;
$wr = WeakReference::create($o);
unset($o);
function alive($wr) { return $wr->get() !== null; }
var_dump(alive($wr));
var_dump(gc_collect_cycles());
var_dump($wr->get());
