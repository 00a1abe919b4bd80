<?php
// variables_order without E: $_ENV stays empty, $_SERVER still has the environment.
var_dump($_ENV);
echo implode(",", array_keys($_SERVER)), "\n";
