<?php
namespace Foo;
// Which call_user_func calls keep the builtin's frame in traces: unqualified
// inside a namespace and dynamic ones do, `\call_user_func` does not; string
// arguments in traces have their backslashes escaped.
function f($a) { throw new \Exception("x"); }
try { call_user_func('Foo\f', 1); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { \call_user_func_array('Foo\f', [2]); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { \call_user_func('Foo\f', 1); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
$cuf = 'call_user_func';
try { $cuf('Foo\f', 1); } catch (\Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { \call_user_func('nope', 1); } catch (\Error $e) { echo $e->getTraceAsString(), "\n"; }
try { $cuf('nope', 1); } catch (\Error $e) { echo $e->getTraceAsString(), "\n"; }
