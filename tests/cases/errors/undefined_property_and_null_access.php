<?php
$o = new stdClass;
echo $o->missing, "|\n";
$n = null;
echo $n->prop, "|\n";
$i = 5;
echo $i->prop, "|\n";
try {
    $n->method();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
