<?php
$s = "hello";
var_dump($s[0], $s[-1], $s[4], $s["1"]);
echo $s[10] ?? "default", "\n";
var_dump(isset($s[2]), isset($s[10]), isset($s["x"]), isset($s[1][0]), empty($s[0]));
echo $s[10], "|\n";
echo $s["x"] ?? "x-default", "\n";
