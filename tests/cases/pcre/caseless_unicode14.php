<?php
// Caseless matching in UTF mode follows Unicode 14, PCRE2 10.42's version:
// ƛ and ɤ have no upper-case forms there (Unicode 16 gave them U+A7DC and
// U+A7CB), and characters added later have no case at all.
$pairs = [
    ["\u{19B}", "\u{A7DC}"],
    ["\u{264}", "\u{A7CB}"],
    ["\u{1C89}", "\u{1C8A}"],
    ["\u{10D50}", "\u{10D70}"],
    ["a", "A"],
    ["\u{E9}", "\u{C9}"],
    ["\u{3C3}", "\u{3A3}"],
    ["\u{1C6}", "\u{1C5}"],
    ["\u{1C6}", "\u{1C4}"],
    ["k", "\u{212A}"],
    ["s", "\u{17F}"],
    ["\u{DF}", "\u{1E9E}"],
    ["i", "\u{130}"],
    ["\u{10428}", "\u{10400}"],
    ["\u{1E922}", "\u{1E900}"],
    ["\u{2C5F}", "\u{2C2F}"],
    ["\u{A7C1}", "\u{A7C0}"],
    ["\u{13F8}", "\u{13F0}"],
    ["\u{AB70}", "\u{13A0}"],
];
foreach ($pairs as [$a, $b]) {
    $q = preg_quote($a, '/');
    printf("%-6s %-6s pattern %d, class %d, back %d\n",
        bin2hex($a), bin2hex($b),
        preg_match("/^$q$/iu", $b),
        preg_match("/^[$q]$/iu", $b),
        preg_match('/^(.)\1$/iu', $a . $b));
}
// The same characters through mbstring (Unicode 14 too).
foreach (["\u{19B}", "\u{264}", "\u{1C89}", "\u{A7C0}", "\u{2C2F}", "\u{AB70}", "\u{DF}", "\u{1C5}"] as $c) {
    echo bin2hex($c), ' ', bin2hex(mb_strtoupper($c)), ' ', bin2hex(mb_strtolower($c)), ' ',
        bin2hex(mb_convert_case($c, MB_CASE_TITLE)), ' ', bin2hex(mb_convert_case($c, MB_CASE_FOLD_SIMPLE)), "\n";
}
