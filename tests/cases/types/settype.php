<?php
$tests = [["123abc", "integer"], ["123abc", "int"], [1.9, "int"], ["1.5", "float"], ["1.5", "double"], [0, "bool"], ["x", "boolean"], [5, "string"], [5, "array"], [null, "array"], ["x", "null"], [[1, 2], "string"], [true, "string"]];
foreach ($tests as [$v, $t]) {
    $r = @settype($v, $t);
    echo $t, ": ";
    var_dump($r, $v);
}
try {
    $v = 1;
    settype($v, "unknowntype");
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
