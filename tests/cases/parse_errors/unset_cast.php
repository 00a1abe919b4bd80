<?php
$x = 1;
var_dump((unset)$x);
