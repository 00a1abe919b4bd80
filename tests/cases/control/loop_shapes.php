<?php
// Loop shapes: while/for test their condition at the bottom in rphp; semantics, warning lines and
// continue/break targets must stay php's.
$out = [];
for ($i = 0; $i < 5; $i++) {
    if ($i == 1) continue;
    if ($i == 4) break;
    $out[] = $i;
}
echo implode(",", $out), " i=$i\n";
for ($i = 0, $j = 10; $i < $j; $i += 3, $j--) { echo "$i-$j "; }
echo "\n";
for ($i = 0; print("c"), $i < 3; $i++) { echo $i; }
echo "\n";
$n = 0;
for (;;) { if (++$n > 3) break; echo $n; }
echo "\n";
$k = 5;
while ($k-- > 0) { if ($k == 2) continue; echo $k; }
echo " k=$k\n";
$k = 0;
while ($k < 10 && $k != 7) { $k++; }
echo "k=$k\n";
$k = 0;
while ($k < 3 || $k == 5) { $k++; if ($k == 3) $k = 5; }
echo "k=$k\n";
while (false) { echo "never"; }
for ($i = 0; $i < 0; $i++) { echo "never"; }
$a = [3, 1, 2];
$x = 0;
while ($x < count($a)) { echo $a[$x]; $x++; }
echo "\n";
outer: for ($i = 0; $i < 3; $i++) {
    for ($j = 0; $j < 3; $j++) {
        if ($j == 2) continue 2;
        if ($i == 2) break 2;
        echo "$i$j ";
    }
}
echo "\n";
function gen_cond($v) { echo "[$v]"; return $v < 2; }
$v = 0;
while (gen_cond($v)) { $v++; }
echo "\n";
$u = 0;
while ($u < $undefined_limit) { $u++; }
echo "u=$u\n";
for ($i = 0; $i < 2; $i++):
    echo "alt$i ";
endfor;
$w = 0;
while ($w < 2):
    echo "w$w ";
    $w++;
endwhile;
echo "\n";
$i = 0;
do { echo $i; } while (++$i < 3);
echo "\n";
$m = 0;
while (
    $m < $undefined_bound
) {
    $m++;
}
for ($m = 0;
     $m < $undefined_bound2;
     $m++) {
}
echo "m=$m\n";
