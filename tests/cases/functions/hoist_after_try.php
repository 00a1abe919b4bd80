<?php
try { f(); } catch (Error $e) { echo "caught\n"; }
echo f(), "\n";
function f() { return "f"; }
try { function g() { return 1; } } finally {}
