<?php
$x = 1;
$a = [&$x, &$x, 'plain' => 2];
$s = serialize($a);
echo $s, "\n";
$b = unserialize($s);
$b[0] = 99;
var_dump($b);
$inner = ['k' => 'v'];
$c = ['first' => &$inner, 'again' => &$inner];
$d = unserialize(serialize($c));
$d['first']['k'] = 'changed';
var_dump($d['again']['k']);
var_dump(unserialize('a:3:{i:0;i:1;i:1;R:2;i:2;R:2;}'));
var_dump(unserialize('a:2:{i:0;a:1:{i:0;s:1:"x";}i:1;R:3;}'));
foreach (['R:1;', 'a:1:{i:0;R:5;}', 'a:1:{i:0;R:0;}', 'a:2:{i:0;i:1;i:1;r:2;}', 'a:1:{i:0;R:x;}'] as $s) {
    echo $s, ' => ';
    var_dump(unserialize($s));
}
