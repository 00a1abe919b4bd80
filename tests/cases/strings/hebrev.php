<?php
// hebrev(): logical to visual Hebrew (bytes 0xE0-0xFA), brackets mirrored,
// lines cut at max_chars_per_line without breaking words where it can.
$h = "\xf9\xec\xe5\xed";          // a Hebrew word
$w = "\xf2\xe5\xec\xed";          // another
$samples = [
    "", "a", "\xe0", "abc def", "$h $w", "$h, $w!", "Hello $h world", "$h (1) [2] {3} <4> /5\\ $w",
    "$h\n$w\nabc\n\n$h def", "line one\r\n$h $w\r\nline three", "123 $h 456 - $w / x", "  $h  ", "$h.", ".$h",
    "mixed $h-$w end", "\t$h\t$w\t", "$h$w$h$w$h$w $h$w $h",
];
foreach ($samples as $i => $s) {
    foreach ([0, 1, 3, 5, 8, 20, -1] as $max) {
        echo $i, ' ', $max, ' ', bin2hex(hebrev($s, $max)), "\n";
    }
}
// Every byte pattern of a few short strings.
$alpha = ["a", " ", "\xe0", "\xfa", "(", "\n", "-", "/", "."];
$n = 0;
foreach ($alpha as $a) {
    foreach ($alpha as $b) {
        foreach ($alpha as $c) {
            $s = $a . $b . $c . "\xe5 x";
            echo bin2hex(hebrev($s)), ' ', bin2hex(hebrev($s, 2)), ' ';
            if (++$n % 6 === 0) {
                echo "\n";
            }
        }
    }
}
echo "\n";
