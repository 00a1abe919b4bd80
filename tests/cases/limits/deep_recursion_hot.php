<?php
// Runaway recursion entered from a loop (the hot loop runs these calls):
// it still ends in the memory_limit error, on the recursing line.
ini_set('memory_limit', '16M');
function down($n) {
    return $n < -1 ? 0 : down($n + 1) + $n * 2;
}
echo "start\n";
for ($i = 0; $i < 3; $i++) {
    echo down($i), "\n";
}
