<?php
// Named groups: the matches array is filled from a per-pattern template, so
// repeated matches, changes to an earlier result, unset groups and the flag
// variants must all come out as separate, correct arrays.
$re = '/(?<y>\d{4})-(?<m>\d\d)(?:-(?<d>\d\d))?/';
$all = [];
foreach (['2024-03-15', 'x 1999-12', '2000-01-02', 'none'] as $s) {
    $r = preg_match($re, $s, $m);
    $all[] = $m;
    if ($r) {
        $m['y'] = 'changed';
        $m[] = 'extra';
        unset($m[0]);
    }
    var_dump($r);
}
var_dump($all);
preg_match($re, '2024-03-15', $m);
var_dump($m);
preg_match($re, '2024-03-15', $m, PREG_OFFSET_CAPTURE);
var_dump($m);
preg_match($re, '2024-03', $m, PREG_UNMATCHED_AS_NULL);
var_dump($m);
preg_match($re, '2024-03-04', $m, PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE);
var_dump($m);
preg_match_all($re, '2024-03-15 1999-12 2000-01-02', $m, PREG_SET_ORDER);
var_dump($m);
echo preg_replace_callback($re, fn($m) => "[$m[y]/$m[m]/" . ($m['d'] ?? '-') . ']', '2024-03-15 1999-12'), "\n";
preg_match('/(?J)(?<n>a)|(?<n>b)/', 'b', $m);
var_dump($m);
preg_match('/(?<first>a)(b)(?<third>c)/', 'abc', $m);
foreach ($m as $k => $v) { echo var_export($k, true), ' => ', $v, "\n"; }
$m2 = $m;
preg_match('/(?<first>a)(b)(?<third>c)/', 'abc', $m);
$m['first'] = 'z';
var_dump($m2['first'], $m['first'], count($m));
