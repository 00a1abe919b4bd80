<?php
foreach ([new Error, new TypeError, new ValueError, new ArithmeticError, new DivisionByZeroError, new ArgumentCountError, new Exception, new ErrorException, new RuntimeException, new LogicException, new UnhandledMatchError] as $e) {
    echo str_pad(get_class($e), 22), " Throwable:", (int)($e instanceof Throwable), " Error:", (int)($e instanceof Error), " Exception:", (int)($e instanceof Exception), " parent:", get_parent_class($e) ?: '-', "\n";
}
