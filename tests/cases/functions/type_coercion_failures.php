<?php
function i(int $x) { return $x; }
$bad = ["abc", "1.5", 1.5, [], null, "12abc", " 12", "12 ", 1e20];
foreach ($bad as $v) {
    try {
        var_dump(i($v));
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
