<?php
// Named arguments a variadic parameter collects appear in traces as `k: v`, and in
// getTrace()/debug_backtrace() args under their names.
function f($a, $b = 2, ...$rest) { throw new Exception("x"); }
function g($a, $b = 2, $c = 3) { throw new Exception("y"); }
function h(...$all) { throw new Exception("z"); }
try { f(1, b: 3); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { f(1, z: 'q', w: [1]); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { g(1, c: 5); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { h(1, 2, k: 3); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
try { f(b: 1, a: 2); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump($e->getTrace()[0]['args']); }
try { h(k: 3); } catch (Exception $e) { var_dump($e->getTrace()[0]['args']); }
class K { function m(...$x) { throw new Exception("m"); } }
try { (new K)->m(1, n: null); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
h(1, name: "x");
