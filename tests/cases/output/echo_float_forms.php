<?php
foreach ([1.0, 10.0, 1e5, 1e14, 1e15, 1.5e15, 0.1, 0.01, 1e-4, 1e-5, 1.2e-5, -1e-5, 255/256, 1e21, 3.0e-300] as $f) {
    echo $f, " ";
    print $f;
    echo " ", (string)$f, " ", "$f", "\n";
}
