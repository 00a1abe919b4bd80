<?php
foreach ([1, 2, 3, "1", 4.0] as $v) {
    echo match ($v) {
        1 => "int one",
        2, 3 => "two or three",
        "1" => "string one",
        default => "default",
    }, "\n";
}
$x = 5;
echo match (true) {
    $x < 3 => "small",
    $x < 10 => "medium",
    default => "large",
}, "\n";
