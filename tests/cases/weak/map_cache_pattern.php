<?php
class Cache {
    private WeakMap $m;
    public int $misses = 0;
    function __construct() { $this->m = new WeakMap; }
    function get(object $o) {
        if (!$this->m->offsetExists($o)) { $this->misses++; $this->m->offsetSet($o, spl_object_id($o) * 2); }
        return $this->m->offsetGet($o);
    }
    function size() { return count($this->m); }
}
$c = new Cache;
$objs = [new stdClass, new stdClass, new stdClass];
foreach ($objs as $o) { $c->get($o); }
foreach ($objs as $o) { $c->get($o); }
echo $c->misses, " ", $c->size(), "\n";
unset($o);
array_pop($objs);
echo $c->size(), "\n";
