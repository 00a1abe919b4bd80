<?php
function gen() { yield 1; }
var_dump(is_iterable(gen()), is_iterable([]), is_iterable(new stdClass), is_iterable("abc"));
var_dump(is_countable(gen()), gen() instanceof Traversable, gen() instanceof Iterator);
function takes(iterable $it) { foreach ($it as $v) { echo $v, "\n"; } }
takes(gen());
