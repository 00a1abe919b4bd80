<?php
echo "line 1\n";
ob_start();
echo "buffered before fatal\n";
$x = null;
$x->call();
