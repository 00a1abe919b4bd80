<?php
$v = [1];
settype($v, "string");
var_dump($v);
