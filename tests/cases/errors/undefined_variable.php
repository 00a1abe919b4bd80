<?php
echo $undefined;
echo "|\n";
$x = $alsoUndefined + 1;
var_dump($x);
var_dump($undef ?? "coalesce no warning");
var_dump(isset($undef2));
function f() { return $local; }
var_dump(f());
