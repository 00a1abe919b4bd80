<?php
for ($i = 1; $i <= 3; $i++) {
    $row = [];
    $j = 1;
    while ($j <= 3) {
        $k = 0;
        do {
            $k++;
        } while ($k < $j);
        $row[] = $i * $k;
        $j++;
    }
    echo implode(" ", $row), "\n";
}
