<?php
$fromMain = "main value";
include 'lib/scope.inc';
echo $fromInclude, "\n";
function inFunction() {
    $local = "function local";
    include 'lib/scope.inc';
    return $fromInclude;
}
echo inFunction(), "\n";
