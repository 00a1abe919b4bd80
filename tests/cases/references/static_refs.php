<?php
function &counter() {
    static $c = 0;
    $c++;
    return $c;
}
$x = &counter();
$x += 10;
echo counter(), "\n";
