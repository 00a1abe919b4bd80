<?php
$vals = [null, false, 0, 0.0, "0", "", [], "a"];
foreach ($vals as $a) {
    foreach ($vals as $b) echo $a === $b ? "T" : ".";
    echo "\n";
}
