<?php
// hrtime never goes backwards and its two forms agree.
$prev = hrtime(true);
$mono = true;
for ($i = 0; $i < 1000; $i++) {
    $now = hrtime(true);
    $mono = $mono && $now >= $prev;
    $prev = $now;
}
var_dump($mono);
[$s, $ns] = hrtime();
$n = hrtime(true);
var_dump($n >= $s * 1000000000 + $ns);
var_dump(is_int($s), is_int($ns));
