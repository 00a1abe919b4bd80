<?php
$cfg = require 'lib/returns_value.inc';
echo $cfg['n'] + 1, "\n";
echo (include 'lib/value_of_i.inc') ?? 'x', "\n";
echo "end\n";
