<?php
set_exception_handler(function (Throwable $e) {
    echo "exception handler: ", get_class($e), ": ", $e->getMessage(), "\n";
});
echo "before\n";
throw new RuntimeException("handled globally");
echo "not reached\n";
