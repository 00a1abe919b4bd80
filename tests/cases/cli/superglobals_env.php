<?php
// Under -n (variables_order EGPCS) $_ENV holds the environment, and $_SERVER
// the environment, then the script's names, the request time and argv/argc.
echo implode(",", array_keys($_ENV)), "\n";
echo implode(",", array_keys($_SERVER)), "\n";
var_dump($_SERVER['TZ'], $_ENV['LC_ALL'], $_SERVER['DOCUMENT_ROOT'], $_SERVER['argc']);
var_dump(is_float($_SERVER['REQUEST_TIME_FLOAT']), is_int($_SERVER['REQUEST_TIME']));
var_dump($_SERVER['PHP_SELF'] === $argv[0], $_SERVER['SCRIPT_NAME'] === $argv[0]);
var_dump($_SERVER['SCRIPT_FILENAME'] === $_SERVER['PATH_TRANSLATED']);
var_dump($_SERVER['argv'] === $argv);
var_dump($_GET, $_POST, $_COOKIE, $_FILES, $_REQUEST);
// putenv changes getenv, not the arrays filled at start-up.
putenv("TZ=Europe/Paris");
var_dump(getenv("TZ"), $_ENV['TZ'], $_SERVER['TZ']);
