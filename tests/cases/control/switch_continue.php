<?php
foreach ([1, 2, 3] as $i) {
    switch ($i) {
        case 2:
            continue 2;
        default:
            echo "i=$i\n";
    }
    echo "after switch $i\n";
}
$x = 1;
switch ($x) {
    case 1;
        echo "semicolon case\n";
        break;
}
switch ($x) {}
echo "empty switch ok\n";
