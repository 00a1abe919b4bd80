<?php
// Named arguments a variadic parameter collects appear in traces as `k: v`, and in
// getTrace()/debug_backtrace() args under their names.
function h(...$all) { debug_print_backtrace(); var_dump(debug_backtrace()[0]['args']); $all['k'] = 9; throw new Exception("e"); }
function w() { h(1, k: "v", z: 2.5); }
try { w(); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; }
function s($a, #[SensitiveParameter] ...$rest) { throw new Exception("s"); }
try { s(1, 2, p: "secret"); } catch (Exception $e) { echo $e->getTraceAsString(), "\n"; var_dump($e->getTrace()[0]['args']); }
