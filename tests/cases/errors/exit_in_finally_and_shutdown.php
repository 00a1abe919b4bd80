<?php
register_shutdown_function(function () { echo "shutdown 1\n"; });
register_shutdown_function(function ($arg) { echo "shutdown 2 with $arg\n"; }, "arg");
echo "main\n";
throw new Exception("uncaught triggers shutdown too");
