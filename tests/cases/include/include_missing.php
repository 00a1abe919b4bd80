<?php
echo "before\n";
$r = include 'lib/does_not_exist.inc';
var_dump($r);
$r = @include 'lib/does_not_exist.inc';
var_dump($r);
echo "after\n";
