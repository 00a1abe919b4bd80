<?php
error_reporting(E_ALL & ~E_DEPRECATED);
var_dump(strlen(null));
error_reporting(E_ALL);
var_dump(strlen(null));
