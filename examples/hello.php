<?php
// A first taste: functions, arrays, string interpolation and printf.
function greet(string $name, int $times = 1): string
{
    return str_repeat("Hello, $name! ", $times);
}

$langs = ['PHP' => 1995, 'Rust' => 2015];
foreach ($langs as $lang => $year) {
    echo greet($lang), "\n";
    printf("%-5s is %d years old\n", $lang, 2026 - $year);
}
var_dump(array_sum($langs) / count($langs));
