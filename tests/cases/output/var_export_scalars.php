<?php
var_export(null); echo "\n";
var_export(true); echo "\n";
var_export(false); echo "\n";
var_export(0); echo "\n";
var_export(-5); echo "\n";
var_export(PHP_INT_MIN); echo "\n";
var_export(1.0); echo "\n";
var_export(0.1); echo "\n";
var_export(-0.5); echo "\n";
var_export(1e100); echo "\n";
var_export(1/3); echo "\n";
var_export(INF); echo "\n";
var_export(-INF); echo "\n";
var_export(NAN); echo "\n";
var_export(123456789012345678.0); echo "\n";
