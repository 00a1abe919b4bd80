<?php
var_dump(ini_get('precision'), ini_get('memory_limit'), ini_get('display_errors'));
echo 1/3, "\n";
