<?php
$a = [1.5 => 'x'];
function f($opt = 1, $req) {}
$s = "abc";
var_dump(strpos($s, "b", null));
echo "end\n";
