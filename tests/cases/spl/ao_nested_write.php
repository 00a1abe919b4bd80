<?php
$ao = new ArrayObject();
$ao['a']['b'] = 1;
$ao['a']['c'][] = 2;
$ao['n'] = 1;
$ao['n']++;
$ao['n'] += 10;
$ao['s'] = 'x';
$ao['s'] .= 'y';
$ao['q'] ??= 'def';
$r = &$ao['ref'];
$r = 'through ref';
print_r($ao->getArrayCopy());
echo $ao['missing'];
echo "\n";
var_dump($ao['missing'] ?? 'dflt', empty($ao['n']), empty($ao['zz']));
