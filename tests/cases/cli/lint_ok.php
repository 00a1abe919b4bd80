<?php
function add(int $a, int $b): int { return $a + $b; }
echo add(1, 2), "\n";
