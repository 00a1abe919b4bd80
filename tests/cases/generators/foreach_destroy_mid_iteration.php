<?php
function res() {
    try {
        for ($i = 0; ; $i++) {
            yield $i;
        }
    } finally {
        echo "cleanup\n";
    }
}
foreach (res() as $v) {
    if ($v === 3) {
        break;
    }
    echo "$v\n";
}
echo "after loop\n";
function user() {
    foreach (res() as $v) {
        if ($v > 1) {
            return $v;
        }
    }
}
var_dump(user());
echo "end\n";
