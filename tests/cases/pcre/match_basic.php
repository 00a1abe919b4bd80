<?php
var_dump(preg_match('/(\d+)-(\d+)/', 'tel 555-1234 x', $m));
var_dump($m);
var_dump(preg_match('/zzz/', 'abc', $m));
var_dump($m);
var_dump(preg_match('/^abc$/i', 'ABC'));
var_dump(preg_match('/colou?r/', 'The color red'));
var_dump(preg_match('#/path/(\w+)#', '/path/to', $m), $m[1]);
