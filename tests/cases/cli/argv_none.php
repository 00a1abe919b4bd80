<?php
var_dump($argc, $argv);
