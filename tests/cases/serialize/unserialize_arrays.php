<?php
$values = [[], [1, 2, 3], ['a' => 1, 'b' => [true, null, 1.5]], [5 => 'x', -3 => 'y', '07' => 'z'],
           ['nested' => ['deeper' => ['deepest' => "\xff\x00"]]], array_fill(0, 20, 'same')];
foreach ($values as $v) {
    $s = serialize($v);
    $back = unserialize($s);
    var_dump($back === $v);
}
var_dump(unserialize('a:2:{s:1:"1";i:10;s:2:"01";i:20;}'));
var_dump(unserialize('a:2:{i:0;i:1;i:0;i:2;}'));
foreach (['a:3:{}', 'a:1:{i:0;i:1;', 'a:1:{N;i:1;}', 'a:1:{d:1;i:1;}', 'a:1:{a:0:{}i:1;}', 'a:1:{i:0;i:1;]',
          'a:-1:{}', 'a:1:{s:1:"k"}', 'a:0:{}x', 'a:0:{', 'a:1:{b:1;i:1;}', 'a:1:{i:0;x:1;}'] as $s) {
    echo $s, ' => ';
    var_dump(unserialize($s));
}
