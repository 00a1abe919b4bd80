<?php
// microtime's string form: fraction with 8 digits, then the seconds.
for ($i = 0; $i < 5; $i++) {
    $m = microtime();
    [$frac, $sec] = explode(' ', $m);
    var_dump(strlen($frac) === 10, $frac >= 0 && $frac < 1, (bool) preg_match("/^\d+$/", $sec));
}
$a = microtime(true);
$b = microtime(true);
var_dump($b >= $a);
var_dump(time() >= (int) $a);
