<?php
$vals = [0, 1, -1, 0.5, 1.5, 2.5, -2.5, 1234.5678, -1234.5678, 1000000, 0.129, 999.999, 1e15, -0.001];
foreach ($vals as $v) {
    echo number_format($v), " | ", number_format($v, 2), " | ", number_format($v, 3, ',', '.'), " | ", number_format($v, 1, '', ' '), " | ", number_format($v, 0, '.', ''), "\n";
}
echo number_format(1234.5, -2), "\n";
echo number_format(1234567.891, 2, '.', "\u{2009}"), "\n";
