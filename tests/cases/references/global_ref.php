<?php
$g = 1;
function f() {
    global $g;
    $g++;
    $local = 10;
    $g = &$local;
    $g++;
}
f();
echo $g, "\n";
function h() { $GLOBALS['g'] = 50; }
h();
echo $g, "\n";
