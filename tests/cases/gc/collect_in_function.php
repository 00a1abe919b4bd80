<?php
function make() {
    $a = new ArrayObjectLike;
    $a->items[] = $a;
    return 1;
}
class ArrayObjectLike { public $items = []; }
$sum = 0;
for ($i = 0; $i < 5; $i++) { $sum += make(); }
var_dump(gc_collect_cycles());
