<?php
function n(?int $x) { var_dump($x); }
n(null); n(5); n("6");
function u(int|string $x) { var_dump($x); }
u(5); u("five"); u(5.0); u(true);
function u2(int|float $x) { var_dump($x); }
u2("5"); u2("5.5"); u2("1e2");
function d(?string $x = null) { var_dump($x); }
d();
function fb(int|false $x) { var_dump($x); }
fb(false);
try { fb(true); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { n([]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
function mixedArg(mixed $m) { var_dump($m); }
mixedArg(null);
