<?php
$s = "na\u{ef}ve caf\u{e9} \u{20ac}100 \u{1f600}!";
var_dump(preg_match_all('/./u', $s));
var_dump(preg_match_all('/./', $s));
preg_match_all('/\w+/u', $s, $m); print_r($m);
preg_match_all('/\w+/', $s, $m); print_r($m);
var_dump(preg_replace('/\x{20ac}(\d+)/u', 'EUR$1', $s));
var_dump(preg_match('/^\p{Lu}\p{Ll}+$/u', "\u{c9}cole"));
var_dump(preg_match('/caf\x{c9}/iu', 'CAF' . "\u{e9}"));
var_dump(preg_match('/\x{3a3}+/iu', "\u{3c3}\u{3c2}\u{3a3}", $m), $m);
var_dump(preg_split('/\s+/u', "a\u{a0}b c\u{3000}d"));
var_dump(preg_match('/[\x{400}-\x{4ff}]+/u', "Hi \u{41f}\u{440}\u{438}\u{432}\u{435}\u{442}!", $m), $m);
var_dump(preg_match('/\p{Han}+/u', "abc\u{4e2d}\u{6587}def", $m), $m);
var_dump(preg_match('/(?<=\x{e9})t/u', "\u{e9}t\u{e9}", $m, PREG_OFFSET_CAPTURE), $m);
