<?php
$i = 10;
while ($i > 0) {
    echo $i, " ";
    $i -= 3;
}
echo "\n";
while (false) { echo "never"; }
$n = 0;
while (true) {
    if (++$n > 5) break;
}
echo $n, "\n";
