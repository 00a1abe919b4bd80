<?php
$vals = [null, true, 1, 1.5, "s", [], new stdClass, STDIN, fn() => 1];
foreach ($vals as $v) echo gettype($v), "\n";
