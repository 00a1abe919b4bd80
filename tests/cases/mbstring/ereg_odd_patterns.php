<?php
// Patterns where Oniguruma and PCRE disagree on what is literal or an error.
$cases = [
    ["[:alpha:].", "mr"], ["b{,2}*x", "pr"], ["a**", "r"], ["a+*", "r"], ["a{2}*", "r"],
    [")", "d"], [")\\|", "d"], ["\\12+", "d"], ["\\12#", "g"], ["\\Qa.b\\E.", "j"],
    ["\\Q(a", "z"], ["a#*", "r"], ["\\101", "r"], ["\\0101", "r"], ["*a", "b"], ["*a", "r"],
    ["a\\{2\\}", "g"], ["\\(a\\)\\1", "c"], ["[[:digit:]]+", "b"], ["x\\|a", "c"],
    ["(?#c)a", "r"], ["a(?#c)*", "r"], ["[a-c&&b-d]", "r"], ["[^a[b]]", "r"], ["[\\h&&[^0-9]]", "r"],
];
foreach ($cases as [$p, $o]) {
    $r = @mb_ereg_replace($p, "<\\0>", "aab.b(a)a{2}\n#-12:x|*", $o);
    $e = error_get_last(); error_clear_last();
    echo json_encode([$p, $o, $r, $e['message'] ?? null]), "\n";
}
var_dump(mb_ereg_match("a", "a", "l"), mb_ereg_match("a", "ab", "l"), mb_ereg_match("a+", "aab", "l"));
var_dump(mb_ereg_match("a", "a", "n"), mb_ereg_match("", "a", "n"), mb_ereg_match("a*", "a", "n"));
