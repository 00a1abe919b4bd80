<?php
function nums($n) { for ($i = 1; $i <= $n; $i++) { yield $i; } }
function squares($n) { foreach (nums($n) as $k => $v) { yield $k => $v * $v; } }
function pairs($n) {
    foreach (squares($n) as $k => $sq) {
        foreach (nums($k + 1) as $j) {
            yield "$k/$j" => $sq + $j;
        }
    }
    return 'pairs done';
}
$p = pairs(3);
foreach ($p as $key => $val) {
    echo "$key => $val\n";
}
echo $p->getReturn(), "\n";
echo implode(',', iterator_to_array(squares(4), false)), "\n";
