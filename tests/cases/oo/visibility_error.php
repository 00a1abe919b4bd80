<?php
class A { private $secret = 1; protected function hidden() {} }
$a = new A;
try {
    echo $a->secret;
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
try {
    $a->hidden();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
