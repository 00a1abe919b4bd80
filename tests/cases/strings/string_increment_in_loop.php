<?php
$s = 'a';
$out = [];
for ($i = 0; $i < 30; $i++) {
    $out[] = $s++;
}
echo implode(' ', $out), "\n";
for ($c = 'X'; $c != 'AC'; $c++) echo $c, ' ';
echo "\n";
