<?php
$a = [1, 2];
$s = "str";
echo "$a[1]x $s[0] $s[-1] {$s[1]}\n";
echo "$s->notprop\n";
echo "price: $5 and $ 5 and {$s}\n";
echo "a$ b {}\n";
$n = null;
echo "[$n]\n";
$f = 1.5;
echo "$f {$f}\n";
$b = true;
echo "$b|", "\n";
