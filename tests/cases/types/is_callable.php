<?php
function userfn() {}
var_dump(is_callable('userfn'), is_callable('USERFN'), is_callable('strlen'), is_callable('nonexistent'), is_callable(fn() => 1), is_callable([1, 2]), is_callable(''), is_callable(5), is_callable('str' . 'len'));
