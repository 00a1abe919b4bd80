<?php
var_dump(preg_match_all('/x*/', 'axxb', $m, PREG_OFFSET_CAPTURE));
echo json_encode($m), "\n";
var_dump(preg_match_all('//', 'abc', $m));
echo json_encode($m), "\n";
var_dump(preg_match_all('/\b/', 'hi there', $m, PREG_OFFSET_CAPTURE));
echo json_encode($m), "\n";
var_dump(preg_match_all('//u', "h\u{e9}\u{20ac}", $m, PREG_OFFSET_CAPTURE));
echo json_encode($m), "\n";
var_dump(preg_match_all('/a??/', 'aa', $m));
echo json_encode($m), "\n";
var_dump(preg_match_all('/^/m', "a\nb\n", $m, PREG_OFFSET_CAPTURE));
echo json_encode($m), "\n";
