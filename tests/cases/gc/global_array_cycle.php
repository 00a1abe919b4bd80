<?php
$list = [];
for ($i = 0; $i < 3; $i++) {
    $o = new stdClass;
    $o->owner = $o;
    $list[] = $o;
}
unset($o);
var_dump(gc_collect_cycles());
$list = null;
var_dump(gc_collect_cycles());
