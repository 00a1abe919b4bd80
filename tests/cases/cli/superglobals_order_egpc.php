<?php
// variables_order without S: $_SERVER is empty, $argv and $_ENV are not.
var_dump($_SERVER, count($argv), array_keys($_ENV));
