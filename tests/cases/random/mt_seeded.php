<?php
// mt_rand's exact sequence for several seeds, no range and small ranges.
foreach ([0, 1, 42, -1, 123456789, PHP_INT_MAX, 4294967296 + 7] as $seed) {
    mt_srand($seed);
    $out = [];
    for ($i = 0; $i < 8; $i++) {
        $out[] = mt_rand();
    }
    echo $seed, ': ', implode(' ', $out), "\n";
    $out = [];
    for ($i = 0; $i < 8; $i++) {
        $out[] = mt_rand(1, 6);
    }
    echo '   dice: ', implode(' ', $out), "\n";
}
// Past the first 624 outputs the state is reloaded.
mt_srand(5);
for ($i = 0; $i < 1300; $i++) {
    $last = mt_rand();
}
echo $last, "\n";
