<?php
try {
    include 'lib/throws.inc';
} catch (RuntimeException $e) {
    echo "caught from include: ", $e->getMessage(), " at ", basename($e->getFile()), ":", $e->getLine(), "\n";
}
