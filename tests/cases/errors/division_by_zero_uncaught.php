<?php
echo "start\n";
function divide($a, $b) { return $a / $b; }
echo divide(10, 2), "\n";
echo divide(1, 0), "\n";
echo "end\n";
