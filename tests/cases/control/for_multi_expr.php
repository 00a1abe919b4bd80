<?php
for ($i = 0, $j = 10; $i < $j; $i += 3, $j -= 2) {
    echo "$i $j\n";
}
for ($k = 0; ; $k++) {
    if ($k > 2) break;
    echo "k=$k\n";
}
for (;;) { echo "infinite broken\n"; break; }
for ($a = 0, $b = 0; $a < 3, $b < 2; $a++, $b++) { echo "a=$a b=$b\n"; }
$arr = [1, 2, 3];
for ($i = 0, $n = count($arr); $i < $n; print("i=$i\n"), $i++);
