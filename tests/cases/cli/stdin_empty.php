<?php
var_dump(fgets(STDIN));
var_dump(stream_get_contents(STDIN));
var_dump(file_get_contents('php://stdin'));
