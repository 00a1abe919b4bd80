<?php
try {
    Fiber::suspend(1);
} catch (FiberError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    var_dump($e instanceof Error, $e instanceof Exception);
}
Fiber::suspend();
