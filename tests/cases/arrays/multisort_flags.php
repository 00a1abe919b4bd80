<?php
$a = ['10', '9', '2', '1', 'b', 'A', 'a'];
$b = $a; array_multisort($b); echo implode(',', $b), "\n";
$b = $a; array_multisort($b, SORT_STRING); echo implode(',', $b), "\n";
$b = $a; array_multisort($b, SORT_NUMERIC); echo implode(',', $b), "\n";
$b = $a; array_multisort($b, SORT_STRING | SORT_FLAG_CASE); echo implode(',', $b), "\n";
$b = $a; array_multisort($b, SORT_DESC, SORT_STRING); echo implode(',', $b), "\n";
$b = $a; array_multisort($b, SORT_STRING, SORT_DESC); echo implode(',', $b), "\n";
$n = ['img12.png', 'img10.png', 'IMG2.png', 'img1.png'];
$b = $n; array_multisort($b, SORT_NATURAL); echo implode(',', $b), "\n";
$b = $n; array_multisort($b, SORT_NATURAL | SORT_FLAG_CASE); echo implode(',', $b), "\n";
$b = $n; array_multisort($b, SORT_LOCALE_STRING); echo implode(',', $b), "\n";
// Equal rows keep their order (stable).
$x = [1, 1, 1, 0];
$y = ['first', 'second', 'third', 'zero'];
array_multisort($x, $y);
echo implode(',', $y), "\n";
$x = [1, 1, 1, 0];
$y = ['c', 'a', 'b', 'z'];
array_multisort($x, SORT_DESC, $y, SORT_DESC);
echo implode(',', $y), "\n";
// Mixed types under SORT_REGULAR.
$m = [true, 0, '0', null, 'abc', 1.5, [1], '1e1'];
array_multisort($m);
var_dump($m);
