<?php
for ($i = 0; $i < 3; $i++) {
    for ($j = 0; $j < 3; $j++) {
        if ($j == 1) continue 2;
        if ($i == 2) break 2;
        echo "$i$j ";
    }
    echo "never\n";
}
echo "\n";
$i = 0;
while (true) {
    while (true) {
        while (true) {
            $i++;
            break 3;
        }
    }
}
echo "i=$i\n";
foreach ([1, 2, 3] as $a) {
    foreach ([10, 20] as $b) {
        if ($a == 2) continue 2;
        echo $a * $b, " ";
    }
}
echo "\n";
