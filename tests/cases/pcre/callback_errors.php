<?php
echo preg_replace_callback('/a/', fn($m) => [1], 'xax'), "\n";
echo preg_replace_callback('/a/', fn($m) => null, 'xax'), "\n";
echo preg_replace_callback('/a/', fn($m) => 1.5, 'xax'), "\n";
var_dump(preg_replace_callback('/(/', fn($m) => 'x', 'a'));
var_dump(preg_replace_callback('/a(.)/', 'implode', ['xab', 'k' => 'ac']));
