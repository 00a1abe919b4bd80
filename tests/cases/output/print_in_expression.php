<?php
$a = 1 and print "and-print\n";
$b = 0 or print "or-print\n";
$c = (print "x") + 1;
echo "\n", $c, "\n";
if (print "") { echo "print returns 1\n"; }
