<?php
echo function_exists('later') ? "later exists\n" : "later missing\n";
echo function_exists('cond') ? "cond exists\n" : "cond missing\n";
if (true) {
    function cond() { return "cond"; }
}
echo cond(), "\n";
function later() { return "hoisted"; }
echo later(), "\n";
function outer() {
    function inner() { return "inner defined"; }
}
echo function_exists('inner') ? "yes" : "no", "\n";
outer();
echo inner(), "\n";
