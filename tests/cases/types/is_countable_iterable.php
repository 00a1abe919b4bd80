<?php
function gen() { yield 1; }
var_dump(is_countable([]), is_countable(new ArrayObject()), is_countable("abc"), is_countable(null));
var_dump(is_iterable([]), is_iterable(gen()), is_iterable(new ArrayIterator([])), is_iterable(new stdClass), is_iterable("abc"));
