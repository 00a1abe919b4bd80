<?php
function f(int $x) { return $x; }
echo "calling\n";
f("not a number");
