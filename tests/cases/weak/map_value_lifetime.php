<?php
class V { function __construct(public $n) {} function __destruct() { echo "value ", $this->n, " gone\n"; } }
$m = new WeakMap;
$k = new stdClass;
$m->offsetSet($k, new V(1));
echo "replace\n";
$m->offsetSet($k, new V(2));
echo "unset entry\n";
$m->offsetUnset($k);
echo "end\n";
