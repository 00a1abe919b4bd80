<?php
function fail(string $msg): never {
    throw new RuntimeException($msg);
}
try {
    fail("boom");
} catch (RuntimeException $e) {
    echo "caught ", $e->getMessage(), "\n";
}
function bad(): never { }
try {
    bad();
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
