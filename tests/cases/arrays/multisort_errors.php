<?php
$a = [1, 2];
$b = [1, 2, 3];
foreach ([
    fn() => array_multisort($x),
    fn() => array_multisort($a, 'x'),
    fn() => array_multisort($a, SORT_ASC, SORT_DESC),
    fn() => array_multisort($a, SORT_STRING, SORT_NUMERIC),
    fn() => array_multisort($a, 99),
    fn() => array_multisort($a, $b),
    fn() => array_multisort($a, 1.5),
    fn() => array_multisort(SORT_ASC, $a),
    fn() => array_multisort($a, SORT_ASC, SORT_STRING, $b),
    fn() => array_multisort($a, SORT_DESC, $a, SORT_DESC, SORT_FLAG_CASE | SORT_STRING),
] as $i => $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo $i, ' ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// A reference inside the sorted array survives.
$v = 5;
$r = [3, &$v, 1];
array_multisort($r);
$v = 'changed';
var_dump($r);
