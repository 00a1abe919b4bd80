<?php
$v = "5";
echo match ($v) {
    5 => "int",
    "5" => "string",
}, "\n";
echo match (true) {
    default => "only default",
}, "\n";
$r = match (1) { 1, 1 => 'dup ok' };
echo $r, "\n";
