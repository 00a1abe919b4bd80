<?php
declare(strict_types=1);
function f(float $x): float { return $x; }
var_dump(f(1), f(PHP_INT_MAX));
function g(): float { return 10; }
var_dump(g());
