<?php
$v = include 'lib/early_return.inc';
var_dump($v);
var_dump(isset($afterReturn));
