<?php
$s = new SplObjectStorage;
$a = new stdClass; $a->n = 'a';
$b = new stdClass; $b->n = 'b';
$c = new stdClass; $c->n = 'c';
$s->attach($a);
$s->attach($b, ['info' => 'b']);
$s[$c] = 'cdata';
$s->attach($a, 'a again');
var_dump(count($s), $s->contains($b), $s->contains(new stdClass), isset($s[$c]));
var_dump($s[$a], $s[$b], $s->offsetGet($c));
$s->detach($b);
unset($s[$c]);
var_dump(count($s), $s->contains($b));
foreach ([$b, $c] as $o) $s->attach($o);
foreach ($s as $i => $o) {
    echo $i, " ", $o->n, " ", json_encode($s->getInfo()), "\n";
    $s->setInfo("info$i");
}
foreach ($s as $i => $o) echo $o->n, "=", $s->getInfo(), "\n";
