<?php
$a = ["é" => "ü", "x" => ["ñ", 1, 2.5, true, null], 5 => "€"];
$c = mb_convert_encoding($a, "ISO-8859-1", "UTF-8");
foreach ($c as $k => $v) { echo bin2hex((string)$k), " => ", is_array($v) ? json_encode(array_map(fn($x) => is_string($x) ? bin2hex($x) : $x, $v)) : bin2hex($v), "\n"; }
var_dump(mb_convert_encoding([], "UTF-8"));
var_dump(mb_convert_encoding(["a" => "b"], "UTF-16BE", "UTF-8"));
