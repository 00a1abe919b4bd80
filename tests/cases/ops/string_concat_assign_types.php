<?php
$s = "";
$s .= 1;
$s .= 1.5;
$s .= true;
$s .= null;
$s .= false;
$s .= -0.0;
$s .= 1e20;
var_dump($s);
