<?php
// Many small PHP-to-PHP function calls with a few arguments each.
function add($a, $b) { return $a + $b; }
function mul3($a) { return $a * 3; }
function pick($flag, $a, $b) { return $flag ? $a : $b; }
function step($i, $acc) { return add(mul3($i), pick($i & 1, $acc, -$acc)) % 1000000007; }
$n = 7500000;
$acc = 1;
for ($i = 0; $i < $n; $i++) {
    $acc = step($i, $acc);
}
echo "checksum: ", $acc, "\n";
