<?php
$in = file_get_contents('php://stdin');
var_dump(strlen($in));
echo strtoupper($in);
var_dump(file_get_contents('php://stdin'));
