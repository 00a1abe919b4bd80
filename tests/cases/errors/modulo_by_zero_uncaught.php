<?php
$x = 5;
$y = 0;
echo $x % $y;
