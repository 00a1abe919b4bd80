<?php
// An object whose constructor call, made by `new`, ends in a throwable
// (thrown in the constructor, at its entry: too few arguments, a bad type,
// an unknown named argument, or by an argument's evaluation) never gets
// its destructor, and its handle is freed for the next object.
// A constructor called otherwise (parent::__construct, ->__construct)
// that throws leaves the destructor to run.
class P {
    function __construct($a, $b = 0) { echo "P ctor\n"; }
    function __destruct() { echo "P dtor\n"; }
}
class Q {
    function __construct() { throw new Exception("q"); }
    function __destruct() { echo "Q dtor\n"; }
}
class R {
    function __construct(int $a) {}
    function __destruct() { echo "R dtor\n"; }
}
class Q2 extends Q {
    function __construct() {
        try { parent::__construct(); } catch (Exception $e) { echo "caught in Q2\n"; }
    }
}
function f() { throw new Exception("from f"); }
function show($e) { echo get_class($e), " #", spl_object_id($e), ": ", $e->getMessage(), "\n"; }
try { $p = new P(); } catch (ArgumentCountError $e) { show($e); }
$o = new stdClass; echo spl_object_id($o), "\n";
try { $p = new Q(); } catch (Exception $e) { show($e); }
try { $p = new R("x"); } catch (TypeError $e) { show($e); }
try { $p = new P(...[]); } catch (ArgumentCountError $e) { show($e); }
try { $p = new P(b: 1); } catch (ArgumentCountError $e) { show($e); }
try { $p = new P(1, 2, c: 3); } catch (Error $e) { show($e); }
try { $p = new P(1, f()); } catch (Exception $e) { show($e); }
try { new P(f()); } catch (Exception $e) { show($e); }
$cls = 'Q';
try { $p = new $cls; } catch (Exception $e) { show($e); }
unset($e);
$o1 = new stdClass; $o2 = new stdClass;
echo spl_object_id($o1), " ", spl_object_id($o2), "\n";
echo "-- not by new\n";
$q = new Q2; unset($q);
$p = new P(1);
try { $p->__construct(f()); } catch (Exception $e) { show($e); }
try { $p->__construct(); } catch (ArgumentCountError $e) { show($e); }
unset($p);
echo "end\n";
