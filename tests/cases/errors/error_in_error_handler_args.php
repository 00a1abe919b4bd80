<?php
set_error_handler(function (...$args) {
    echo count($args), " args: ", $args[0], " ", $args[1], " ", basename($args[2]), ":", $args[3], "\n";
    return true;
});
$x = [];
$x['a'];
echo $x['b'];
