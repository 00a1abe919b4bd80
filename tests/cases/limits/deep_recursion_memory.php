<?php
ini_set('memory_limit', '16M');
function recurse($n) {
    return recurse($n + 1) + 1;
}
echo "start\n";
recurse(0);
