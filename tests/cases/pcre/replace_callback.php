<?php
echo preg_replace_callback('/\d+/', fn($m) => $m[0] * 2, 'a1 b22 c333'), "\n";
echo preg_replace_callback('/(?<w>\w)(\w*)/', function ($m) { return strtoupper($m['w']) . $m[2]; }, 'hello big world'), "\n";
echo preg_replace_callback('/b/', fn($m) => '[' . $m[0] . ']', 'abcb', 1, $count), " $count\n";
var_dump(preg_replace_callback('/(a)(x)?/', function ($m) { var_dump($m); return '-'; }, 'a', -1, $c, PREG_UNMATCHED_AS_NULL));
var_dump(preg_replace_callback('/b/', function ($m) { var_dump($m); return 'B'; }, 'abc', -1, $c, PREG_OFFSET_CAPTURE));
var_dump(preg_replace_callback(['/a/', '/b/'], fn($m) => strtoupper($m[0]), ['k' => 'ab', 'bb']));
echo preg_replace_callback('/x*/', fn($m) => '<' . $m[0] . '>', 'axb'), "\n";
