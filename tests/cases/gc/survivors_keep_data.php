<?php
$keep = new stdClass;
$keep->name = "kept";
$g = new stdClass;
$g->self = $g;
$g->shared = $keep;
$keep->arr = [1, 2, 3];
unset($g);
var_dump(gc_collect_cycles());
var_dump($keep->name, $keep->arr);
