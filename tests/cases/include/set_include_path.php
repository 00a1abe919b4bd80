<?php
$old = set_include_path(__DIR__ . '/lib/sub');
var_dump($old === '.');
include 'nested_inner.inc';
var_dump(get_include_path() === __DIR__ . '/lib/sub');
