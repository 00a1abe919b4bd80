<?php
// MT_RAND_PHP: php 5's twist and float scaling; any other mode is MT19937.
mt_srand(1, MT_RAND_PHP);
echo mt_rand(), ' ', mt_rand(), ' ', mt_rand(1, 100), ' ', mt_rand(-50, 50), "\n";
echo rand(100, 1), ' ', rand(), "\n";
mt_srand(3, 7);
echo mt_rand(), "\n";
mt_srand(3, MT_RAND_MT19937);
echo mt_rand(), "\n";
srand(99, MT_RAND_PHP);
for ($i = 0; $i < 10; $i++) {
    echo mt_rand(0, 9);
}
echo "\n";
echo MT_RAND_MT19937, MT_RAND_PHP, "\n";
