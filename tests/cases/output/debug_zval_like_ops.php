<?php
$s = sprintf("%'010.3f|%-10s|%u", -3.14159, "hi", 42);
echo $s, "\n", strlen($s), "\n";
