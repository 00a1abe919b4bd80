<?php
// A throwable stays in flight while its finally block runs code that throws
// and catches on its own; one thrown out of a finally block gets the one it
// replaces appended to its previous chain.
function helper() {
    try { throw new Exception("inner"); } catch (Exception $x) { echo "helper caught ", $x->getMessage(), "\n"; }
}
try {
    try { throw new Exception("a"); } finally { helper(); }
} catch (Exception $e) {
    echo "outer caught ", $e->getMessage(), "\n";
}

function fin() { try { throw new Exception("c"); } finally { echo "fin's finally\n"; } }
try {
    try { throw new Exception("a2"); } finally {
        try { fin(); } catch (Exception $y) { echo "caught in finally: ", $y->getMessage(), "\n"; }
    }
} catch (Exception $e) {
    echo "outer caught ", $e->getMessage(), " prev=", var_export($e->getPrevious(), true), "\n";
}

function chain(Throwable $e) {
    $names = [];
    for ($p = $e; $p; $p = $p->getPrevious()) { $names[] = $p->getMessage(); }
    return implode(" <- ", $names);
}
try {
    try { throw new Exception("x"); } finally { throw new Exception("y"); }
} catch (Exception $e) {
    echo chain($e), "\n";
}
try {
    try { throw new Exception("x", 0, new Exception("x0")); } finally { throw new LogicException("y", 0, new Exception("y0")); }
} catch (Exception $e) {
    echo chain($e), "\n";
}
// Thrown out of a finally block in a called function.
function throws_in_finally() { try { throw new Exception("first"); } finally { throw new RuntimeException("second"); } }
try { throws_in_finally(); } catch (Exception $e) { echo get_class($e), ": ", chain($e), "\n"; }
// Caught inside the finally block: no chaining.
try {
    try { throw new Exception("p"); } finally {
        try { throw new Exception("q"); } catch (Exception $e) { echo "inside: ", chain($e), "\n"; }
    }
} catch (Exception $e) {
    echo "after: ", chain($e), "\n";
}
// return in finally discards the throwable; later calls are unaffected.
function ret() { try { throw new Exception("discarded"); } finally { return 5; } }
var_dump(ret(), ret());
function later($n) { try { if ($n) throw new Exception("t$n"); } finally { echo "f$n "; } throw new Exception("after$n"); }
try { later(0); } catch (Exception $e) { echo chain($e), "\n"; }
try { later(1); } catch (Exception $e) { echo chain($e), "\n"; }
// A catch block's rethrow path.
try {
    try { throw new Exception("m"); } catch (Exception $e) { throw new Exception("n"); } finally { echo "finally ran\n"; }
} catch (Exception $e) {
    echo chain($e), "\n";
}
