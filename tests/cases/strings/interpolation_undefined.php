<?php
$arr = ['a' => 1];
echo "val: $undef\n";
echo "key: $arr[missing]\n";
echo "idx: {$arr['b']}\n";
