<?php
function f(SplFixedArray $a) { return $a[5]; }
echo "before\n";
f(new SplFixedArray(2));
