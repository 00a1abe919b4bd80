<?php
$lines = [];
while (($line = fgets(STDIN)) !== false) {
    $lines[] = rtrim($line, "\n");
}
var_dump($lines);
var_dump(feof(STDIN));
