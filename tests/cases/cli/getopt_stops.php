<?php
// Parsing stops at the first non-option; php reads the request's own argv,
// which writes to $_SERVER['argv'] (or unsetting it) do not change.
var_dump(getopt("ab", [], $ri), $ri);
$_SERVER['argv'] = ['x', '-b', '--', '-a'];
var_dump(getopt("ab", [], $ri), $ri);
$_SERVER['argv'] = ['x', '-', '-a'];
var_dump(getopt("ab", [], $ri), $ri);
$_SERVER['argv'] = ['x', '-a', 'word', '-b'];
var_dump(getopt("ab", [], $ri), $ri);
$_SERVER['argv'] = ['x', '--req', '--long'];
var_dump(getopt("", ["req:", "long"], $ri), $ri);
$_SERVER['argv'] = ['x', '-b', '-a'];
var_dump(getopt("b:a", [], $ri), $ri);
$_SERVER['argv'] = ['x', 5, '-a'];
var_dump(getopt("a", [], $ri), $ri);
unset($_SERVER['argv']);
var_dump(getopt("a"));
