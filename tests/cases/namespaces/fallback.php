<?php
namespace My\Space;

function strtoupper($s) { return "mine:" . \strtoupper($s); }
const E_ALL = 'my E_ALL';
echo strtoupper("x"), "\n";
echo \strtoupper("x"), "\n";
echo strtolower("ABC"), "\n";
echo E_ALL, " ", \E_ALL, " ", PHP_VERSION_ID > 80000 ? "ok" : "old", "\n";
echo M_PI > 3 ? "pi\n" : "no\n";
var_dump(true, null, FALSE);
try { undefined_fn(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { echo UNDEFINED_CONST; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { new Missing(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \Foo\bar(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
