<?php
// zend.assertions=-1 (start-up only): assert() is compiled away; run time can't turn it on.
function side() { echo "evaluated\n"; return false; }
var_dump(ini_get('zend.assertions'));
var_dump(assert(side()));
var_dump(ini_set('zend.assertions', 1));
var_dump(ini_set('zend.assertions', -1));
var_dump(ini_get('zend.assertions'));
var_dump(assert(side()));
