<?php
echo implode(",", [1, [2, 3], 4]), "\n";
$a = [1];
echo "Value: $a\n";
echo "Concat: " . $a . "\n";
