<?php
echo "no close tag\n";
$a = 1 + 2;
echo $a, "\n";
