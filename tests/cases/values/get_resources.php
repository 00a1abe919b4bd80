<?php
var_dump(get_resources());
$f = fopen('php://memory', 'r+');
$c = stream_context_create();
var_dump(get_resources());
var_dump(get_resources('stream-context'));
fclose($f);
var_dump(get_resources());
var_dump(get_resources('Unknown'));
unset($f);
var_dump(array_keys(get_resources()));
fopen('php://memory', 'r');
$g = fopen('php://memory', 'w');
var_dump(array_map('get_resource_type', get_resources()));
var_dump(get_resources(null) === get_resources());
foreach (['process', 'stream filter', 'persistent stream', 'nope', '', 'Stream'] as $t) {
    try { var_dump(get_resources($t)); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
}
