<?php
var_dump(include_once 'lib/counter.inc');
var_dump(include_once 'lib/counter.inc');
var_dump(include_once './lib/../lib/counter.inc');
var_dump(require_once 'lib/counter.inc');
echo "counter = $counter\n";
include 'lib/counter.inc';
echo "counter = $counter\n";
