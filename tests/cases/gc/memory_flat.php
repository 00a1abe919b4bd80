<?php
class Pair { public $a; public $b; public $data; }
function churn($n) {
    for ($i = 0; $i < $n; $i++) {
        $x = new Pair; $y = new Pair;
        $x->a = $y; $y->b = $x;
        $x->data = str_repeat("x", 100);
    }
}
churn(1000);
gc_collect_cycles();
$base = memory_get_usage();
churn(100000);
gc_collect_cycles();
$after = memory_get_usage();
echo ($after - $base) < 1000000 ? "flat\n" : "grew by " . ($after - $base) . "\n";
