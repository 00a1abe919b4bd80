<?php
$s = "hello";
var_dump($s[0], $s[-1], $s{0} ?? null);
