<?php
echo "start\n";
$x = "hello" - 1;
echo "not reached\n";
