<?php
$m = new WeakMap;
var_dump($m instanceof ArrayAccess, $m instanceof Countable, $m instanceof IteratorAggregate, $m instanceof Traversable);
var_dump(get_class($m->getIterator()));
var_dump(is_countable($m), is_iterable($m));
var_dump(get_class($m));
