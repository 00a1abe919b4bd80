<?php
$ao = new ArrayObject(['b' => 2, 'a' => 1]);
$ao['c'] = 3;
$ao[] = 'appended';
$ao->append('more');
var_dump(count($ao), $ao->count(), $ao['a'], isset($ao['c']), isset($ao['zz']));
unset($ao['b']);
var_dump($ao->getArrayCopy());
var_dump($ao->offsetExists('a'), $ao->offsetGet('c'));
$ao->offsetSet('d', 4);
$ao->offsetUnset('a');
foreach ($ao as $k => $v) { echo "$k => $v\n"; }
