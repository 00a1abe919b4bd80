<?php
$ao = new ArrayObject(['a' => 1, 'b' => 2, 'c' => 3]);
foreach ($ao as $k => $v) {
    echo "$k=$v\n";
}
$it = $ao->getIterator();
$ao['d'] = 4;
foreach ($it as $k => $v) echo "$k=$v ";
echo "\n";
$nested = new ArrayObject(['inner' => new ArrayObject(['x' => 1])]);
$nested['inner']['y'] = 2;
var_dump($nested['inner']->getArrayCopy());
var_dump(count($nested['inner']));
