<?php
define('GREETING', 'hello');
const ANSWER = 42;
const LIST_C = [1, 2, 'k' => 'v'];
const EXPR = ANSWER * 2 . "!";
echo GREETING, " ", ANSWER, " ", LIST_C['k'], " ", EXPR, "\n";
var_dump(defined('GREETING'), defined('NOPE'), constant('ANSWER'));
var_dump(define('GREETING', 'again'));
echo GREETING, "\n";
define('ARR', ['a', 'b']);
echo ARR[1], "\n";
