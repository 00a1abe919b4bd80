<?php
function show($r, $m) { var_dump($r); var_dump($m); }
show(mb_ereg("a.b", "xa\nby", $m), $m);
show(mb_ereg("(\\w+)@(\\w+)\\.com", "mail: joe@example.com", $m), $m);
show(mb_ereg("(a)(x)?(b)", "ab", $m), $m);
show(mb_ereg("a|", "b", $m), $m);
show(mb_ereg("(?<first>\\w+) (?<last>\\w+)", "Jane Doe", $m), $m);
show(mb_ereg("(?<n>a)(b)", "ab", $m), $m);
show(mb_ereg("(?<n>a)(?<n>b)?", "a", $m), $m);
show(mb_ereg("nomatch", "abc", $m), $m);
show(mb_eregi("ÄÖ(ü)", "xäöÜy", $m), $m);
show(mb_eregi("HELLO", "say hello"), null);
show(mb_ereg("日本(語)", "これは日本語です", $m), $m);
$m = "untouched";
show(mb_ereg("a", "\xff", $m), $m);
show(mb_ereg("a", "a"), null);
var_dump(mb_ereg_match("a", "ab"), mb_ereg_match("b", "ab"), mb_ereg_match("a$", "ab"), mb_ereg_match("A", "ab", "i"));
var_dump(mb_ereg_match("", "a"), mb_ereg_match(".*c", "abc"), mb_ereg_match("\\d+", "12a"), mb_ereg_match("a", "\xff"));
