<?php
class Holder {
    public $gen;
    function items() { yield 1; yield 2; yield $this; }
}
$h = new Holder;
$h->gen = $h->items();
echo $h->gen->current(), "\n";
unset($h);
var_dump(gc_collect_cycles());
