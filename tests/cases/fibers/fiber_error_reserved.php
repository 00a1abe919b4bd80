<?php
try {
    new FiberError("mine");
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(get_parent_class('FiberError'));
var_dump(is_subclass_of('FiberError', 'Throwable'));
new FiberError();
