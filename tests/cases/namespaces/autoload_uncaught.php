<?php
spl_autoload_register(function ($c) { echo "trying $c\n"; });
echo "start\n";
$x = new Some\Thing();
