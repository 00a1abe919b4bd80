<?php
echo "not printed\n";
foreach ([1, 2] as $i) {
    try {
        echo $i;
    } finally {
        // Loops inside the finally block may be left.
        for (;;) { break; }
        if ($i) {
            continue;
        }
    }
}
