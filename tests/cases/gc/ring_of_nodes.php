<?php
class Link { public $next; public $i; }
function ring($n) {
    $first = new Link; $first->i = 0;
    $cur = $first;
    for ($i = 1; $i < $n; $i++) { $l = new Link; $l->i = $i; $cur->next = $l; $cur = $l; }
    $cur->next = $first;
    return $first;
}
$r = ring(1000);
function third($r) { return $r->next->next->i; }
echo third($r), "\n";
unset($r);
var_dump(gc_collect_cycles());
