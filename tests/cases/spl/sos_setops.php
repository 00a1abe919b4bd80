<?php
$objs = [];
foreach (range(1, 5) as $i) { $o = new stdClass; $o->i = $i; $objs[] = $o; }
$a = new SplObjectStorage; $b = new SplObjectStorage;
foreach ([0, 1, 2] as $i) $a->attach($objs[$i], "a$i");
foreach ([2, 3, 4] as $i) $b->attach($objs[$i], "b$i");
$u = new SplObjectStorage;
var_dump($u->addAll($a), $u->addAll($b));
foreach ($u as $o) echo $o->i, ":", $u[$o], " ";
echo "\n";
$d = clone $a;
var_dump($d->removeAll($b));
foreach ($d as $o) echo $o->i, " ";
echo "\n";
$i = clone $a;
var_dump($i->removeAllExcept($b));
foreach ($i as $o) echo $o->i, " ";
echo "\n";
var_dump(count($a));
var_dump($a->getHash($objs[0]) === spl_object_hash($objs[0]));
