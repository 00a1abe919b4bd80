<?php
echo "start\n";
ob_start();
var_dump(file_put_contents('php://output', "to output\n"));
$buffered = ob_get_clean();
echo "buffered: ", $buffered;
var_dump(file_put_contents('php://stdout', "to stdout\n"));
var_dump(file_put_contents('php://stderr', "to stderr\n"));
var_dump(file_put_contents('php://memory', "nothing"));
var_dump(file_put_contents('php://output', ["a", "b", "\n"]));
echo "end\n";
