<?php
$inf = INF; $nan = NAN;
var_dump($inf, -$inf, $nan, -INF);
echo $inf, " ", -$inf, " ", $nan, "\n";
var_dump(is_nan($nan), is_infinite($inf), is_finite(1.0), is_finite($inf));
var_dump($nan == $nan, $nan === $nan, $inf == $inf, $inf > PHP_INT_MAX);
var_dump(1e308 * 10, -1e308 * 10);
var_dump((int)$inf, (int)$nan);
var_dump(INF - INF, 0 * INF);
var_dump((string)INF, (bool)NAN);
