<?php
for ($i = 0; $i < 2; $i++) {
    switch ($i) {
        case 0:
            continue;
    }
    echo $i, "\n";
}
