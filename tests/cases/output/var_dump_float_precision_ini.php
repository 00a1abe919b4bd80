<?php
ini_set('precision', 5);
echo 1/3, " ", 123456.789, "\n";
var_dump(1/3);
ini_set('serialize_precision', 5);
var_dump(1/3);
var_export(1/3); echo "\n";
ini_set('precision', 17);
echo 0.1, "\n";
ini_set('serialize_precision', -1);
ini_set('precision', -1);
echo 0.1, " ", 1/3, "\n";
