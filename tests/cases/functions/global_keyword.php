<?php
$x = 10;
$y = 20;
function useGlobal() {
    global $x, $y, $z;
    $x++;
    $z = "created";
    return $x + $y;
}
echo useGlobal(), "\n";
echo $x, " ", $z, "\n";
function noGlobal() { return isset($x) ? "set" : "unset"; }
echo noGlobal(), "\n";
function viaGlobals() { return $GLOBALS['y'] * 2; }
echo viaGlobals(), "\n";
