<?php
// Edges of the matcher's fast paths: captures written before any choice point
// (not logged for backtracking), splits that skip a branch failing on its
// first byte, inline literal compares at the end of the subject, and the
// backtrack limit counted the same way through such splits.
function show($r, $m) { echo json_encode($r), ' ', json_encode($m), "\n"; }

// Captures set in a failed attempt must not leak into a later match.
show(preg_match('/(a)(b)?x|(c)/', 'abyc', $m), $m);
show(preg_match('/^(\d+)\.(\d+)|(\w+)!/', '12.x ab!', $m), $m);
show(preg_match('/\b(\d{1,3})\.(\d{1,3})\b/', '1234.5 7.88 x', $m), $m);
show(preg_match_all('/(\d)(\w)?-/', '1a- 2- 3b 4-', $m, PREG_SET_ORDER), $m);
show(preg_match_all('/(\d)(\w)?-/', '1a- 2- 3b 4-', $m, PREG_PATTERN_ORDER | PREG_UNMATCHED_AS_NULL), $m);
show(preg_match('/(?:(a)|b)(?:(c)|d)e/', 'acf bde', $m, PREG_OFFSET_CAPTURE), $m);
show(preg_match('/(a+)+(b)?c/', 'aaab aac', $m), $m);
show(preg_match('/((\w)\2)+z/', 'aabbc ccz', $m), $m);
show(preg_match('/(?>(a)b|(a)c)/', 'ac', $m), $m);
show(preg_match('/(?=(\w+))\1:/', 'ab abc:', $m), $m);
show(preg_match('/(?!(a)b)(\w)/', 'ab', $m), $m);

// Alternatives of literals, caseless ones, and at the end of the subject.
foreach (['GET', 'POST', 'PO', 'P', '', 'xPOSTy', 'post'] as $s) {
    show(preg_match('/GET|POST|PUT/', $s, $m), $m);
    show(preg_match('/\b(get|post|put|delete)\b/i', "a $s b", $m), $m);
}
show(preg_match_all('/bot|crawler|spider/i', 'Googlebot CRAWLER spid Spider bo', $m), $m);
show(preg_match_all('/(?:ab|a|)c/', 'abc ac c b', $m), $m);
show(preg_match('/x(?:y|[0-9]|\.)z/', 'x.z', $m), $m);
show(preg_match('/x(?:y|[0-9]|\.)/', 'x', $m), $m);
show(preg_match('/abcdefghijk|abcdefghij|abc/', 'abcdefghijq', $m), $m);
show(preg_match('/ab$|a/', 'ab', $m), $m);
show(preg_match('/é|e/u', 'eé', $m), $m);
show(preg_match('/\x{e9}t|t/iu', 'ÉT', $m), $m);
show(preg_match("/a\xff|b/", "xa\xff", $m), bin2hex($m[0]));

// The backtrack limit through an alternation (php's manual example).
ini_set('pcre.jit', '0');
var_dump(preg_match('/(?:\D+|<\d+>)*[!?]/', 'foobar foobar foobar'), preg_last_error_msg());

// A leading run of a byte set followed by a literal (candidates found from the literal).
$log = "1.2.3.4 - [x] \"GET /a.b\" 200 user1@example.com\nx@y.z a+b.c@d-e.org @x.y u@.v";
show(preg_match_all('/[\w.+-]+@[\w-]+\.\w+/', $log, $m, PREG_OFFSET_CAPTURE), $m);
show(preg_match('/[\w.+-]+@[\w-]+\.\w+/', $log, $m, 0, 42), $m);
show(preg_match('/[\w.+-]+@[\w-]+\.\w+/', $log, $m, 0, 48), $m);
show(preg_match_all('/\d+\.\d+\.\d+\.(\d+)/', '10.0.0.1 and 1.2.3 then 9.8.7.6.5', $m), $m);
show(preg_replace('/\d+\.\d+\.\d+\.(\d+)/', 'x.x.x.$1', '10.0.0.1 and 1.2.3 then 9.8.7.6.5'), null);
show(preg_match_all('/\d{3,}\.\d/', '12.3 1234.5 .6 999.', $m), $m);
show(preg_match_all('/a+b/', 'b aab xab ab', $m, PREG_OFFSET_CAPTURE), $m);
show(preg_match_all('/[a-z]++a/', 'banana a', $m), $m);
show(preg_match_all('/[^,]+,x/', 'a,b,x,,x c,xd', $m), $m);
show(preg_split('/\d+\./', 'a1.b22.c3d.4.'), null);
show(preg_match('/\d+\./A', 'x1.2.', $m, 0, 1), $m);

// A leading \b the candidate search already guarantees.
show(preg_match_all('/\b\d+/', 'a1 2 _3 -4 x56 7', $m, PREG_OFFSET_CAPTURE), $m);
show(preg_match('/\b\d+/', 'ab12 34', $m, 0, 2), $m);
show(preg_match('/\b\d+/A', 'ab12 34', $m, 0, 2), $m);
show(preg_match_all('/\b\d+/u', "é4 ü 5 ŵ6", $m), $m);
show(preg_match_all('/\b(?:get|post)\b/i', 'GET xget post_ POST.', $m), $m);
show(preg_replace('/\b/', '|', 'ab cd'), null);

// A bounded leading run inside a group, after \b.
$t = '1.2.3.4 1234.5.6.7 HTTP/1.1" 255.255.255.0 x9.9.9.9 _1.2.3.4 8.1.2 12.34.56.78.90';
show(preg_match_all('/\b(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}\b/', $t, $m, PREG_SET_ORDER), $m);
show(preg_match_all('/(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}/', $t, $m), $m);
show(preg_match_all('/(\d{2,3})\.(\d{1,3})/', $t, $m, PREG_OFFSET_CAPTURE), $m);
show(preg_match_all('/(\d+)\.\1/', '12.2 11.11 3.33 7.7', $m), $m);
show(preg_match_all('/(?:\b)(\w+)@(\w+)/', 'a@b cc@dd @e f@', $m), $m);
show(preg_match_all('/\b(\d{1,3})\./', '1234.5 123.4 0.', $m), $m);
