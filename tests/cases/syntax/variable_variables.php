<?php
$name = "dyn";
$$name = "value";
echo $dyn, "\n";
${"a b"} = "spaced";
echo ${"a b"}, "\n";
$x = "y"; $y = "z"; $z = "end";
echo $$$x, "\n";
$arr = ['k' => 'kk'];
$kk = "via array";
echo ${$arr['k']}, "\n";
