<?php
// zend.assertions=0 (from the command line): assert() calls are skipped with
// their arguments, until the script turns them on; -1 can't be set at run time.
function side() { echo "evaluated\n"; return false; }
var_dump(ini_get('zend.assertions'));
var_dump(assert(side()));
$r = assert(side(), "x");
var_dump($r);
var_dump(ini_set('zend.assertions', 1));
try {
    assert(side());
} catch (AssertionError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(ini_set('zend.assertions', -1));
var_dump(ini_get('zend.assertions'));
var_dump(ini_set('zend.assertions', 0));
var_dump(assert(side()));
// Called by name, assert() itself only looks at assert.active.
$f = 'assert';
var_dump(@$f(false));
