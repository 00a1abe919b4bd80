<?php
// Float arithmetic: the Mandelbrot set on a grid, counting iterations.
$w = 600;
$h = 400;
$maxIter = 150;
$total = 0;
$inside = 0;
for ($y = 0; $y < $h; $y++) {
    $ci = ($y / $h) * 2.0 - 1.0;
    for ($x = 0; $x < $w; $x++) {
        $cr = ($x / $w) * 3.0 - 2.0;
        $zr = 0.0;
        $zi = 0.0;
        $i = 0;
        while ($i < $maxIter && $zr * $zr + $zi * $zi <= 4.0) {
            $t = $zr * $zr - $zi * $zi + $cr;
            $zi = 2.0 * $zr * $zi + $ci;
            $zr = $t;
            $i++;
        }
        $total += $i;
        if ($i == $maxIter) {
            $inside++;
        }
    }
}
echo "checksum: ", $total, " ", $inside, "\n";
