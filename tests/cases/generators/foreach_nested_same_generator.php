<?php
function g() { yield 1; yield 2; yield 3; }
$gen = g();
foreach ($gen as $a) {
    echo "outer $a\n";
    foreach ($gen as $b) {
        echo "inner $b\n";
    }
}
