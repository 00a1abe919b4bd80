<?php
echo "a", "b", 1, 2.5, true, null, false, "\n";
$r = print "printed\n";
var_dump($r);
print("paren\n");
echo print "nested ", "\n";
$x = 5 + print "";
var_dump($x);
