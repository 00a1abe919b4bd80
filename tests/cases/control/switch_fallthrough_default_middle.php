<?php
function s($v) {
    $out = [];
    switch ($v) {
        case 1:
            $out[] = "one";
        default:
            $out[] = "default";
        case 2:
            $out[] = "two";
            break;
        case 3:
            $out[] = "three";
    }
    return implode(",", $out);
}
foreach ([1, 2, 3, 4] as $v) echo "$v: ", s($v), "\n";
