<?php
$total = 0;
for ($i = 1; $i <= 3; $i++) {
    $total += include 'lib/value_of_i.inc';
}
echo $total, "\n";
