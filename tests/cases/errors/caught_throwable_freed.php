<?php
// A caught throwable lives only in the catch variable (the thrown temporary
// and the catch's own temporary let it go), so replacing the variable frees
// it and its handle is reused next, as in php.
class E extends Exception { function __destruct() { echo "E gone: ", $this->getMessage(), "\n"; } }
try {
    foreach ([1, 2] as $a) {
        if ($a == 2) throw new E("first");
    }
} catch (E $e) {
}
var_dump(spl_object_id($e));
$e = null;
echo "after null\n";
var_dump(spl_object_id(new stdClass));
try { throw new E("second"); } catch (E) { echo "caught without a variable\n"; }
echo "end\n";
