<?php
function f() { throw new Exception("msg", 7); }
try {
    f();
} catch (Exception $e) {
    var_dump($e->getMessage(), $e->getCode(), $e->getLine(), basename($e->getFile()), $e->getPrevious());
    echo $e->getTraceAsString(), "\n";
    echo get_class($e), "\n";
}
try {
    try {
        throw new Exception("first");
    } finally {
        echo "finally runs\n";
    }
} catch (Exception $e) {
    echo "caught ", $e->getMessage(), "\n";
}
