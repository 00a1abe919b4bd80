<?php
namespace App;
const LOCAL = 'namespaced';
define('App\VIA_DEFINE', 'also namespaced');
echo LOCAL, " ", \App\LOCAL, " ", VIA_DEFINE, " ", __NAMESPACE__, "\n";
echo PHP_INT_SIZE, " ", \PHP_INT_SIZE, "\n";
function f() { return __FUNCTION__; }
echo f(), "\n";
echo strlen("fallback to global"), "\n";
