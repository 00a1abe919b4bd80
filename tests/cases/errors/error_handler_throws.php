<?php
set_error_handler(function ($no, $str, $file, $line) {
    throw new ErrorException($str, 0, $no, $file, $line);
});
try {
    echo $undefined;
} catch (ErrorException $e) {
    echo "caught: ", $e->getMessage(), " severity=", $e->getSeverity(), " line=", $e->getLine(), "\n";
}
$arr = [];
try {
    echo $arr['x'];
} catch (ErrorException $e) {
    echo get_class($e), ": ", $e->getMessage(), " line=", $e->getLine(), "\n";
}
restore_error_handler();
echo $arr['y'];
