<?php
// The built-in methods of throwables as callables.
$e = new LogicException("boom", 7);
var_dump(call_user_func([$e, 'getMessage']));
var_dump(is_callable([$e, 'getCode']), method_exists($e, 'getTraceAsString'), method_exists('Error', 'getLine'));
var_dump(method_exists($e, 'getSeverity'), method_exists(new ErrorException("x", 1, E_WARNING), 'getSeverity'));
$f = Closure::fromCallable([$e, 'getCode']);
var_dump($f());
var_dump(array_map([new RuntimeException("m", 3), 'getMessage'], []));
$g = $e->getLine(...);
var_dump($g() === $e->getLine());
