<?php
$a = ['x' => 1];
$b = $a;
$b['x'] = 2;
echo $a['x'], $b['x'], "\n";
$o = new stdClass;
$o->x = 1;
$p = $o;
$p->x = 2;
$q = clone $o;
$q->x = 3;
echo $o->x, $p->x, $q->x, "\n";
