<?php
// Short and long options with required (:) and optional (::) values, repeats, and rest_index.
$o = getopt("ab:c::d", ["long", "req:", "opt::", "1", "x-y:"], $ri);
var_dump($o, $ri);
var_dump(array_slice($argv, $ri));
