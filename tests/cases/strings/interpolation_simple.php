<?php
$a = ['zero', 'key' => 'val', 5 => 'five'];
$o = new stdClass;
$o->p = 'prop';
$name = 'n';
echo "$a[0] $a[key] $a[5] $o->p $name\n";
echo "$name's $names\n";
echo "{$a['key']} {$o->p} {$name}s\n";
echo "${name} ${name}x\n";
$i = 0;
echo "$a[$i]\n";
