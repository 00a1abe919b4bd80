<?php
for ($i = 0, $j = 10; $i < 3; $i++, $j--):
    echo "$i:$j ";
endfor;
echo "\n";
foreach (['a' => 1, 'b' => 2] as $k => $v):
    echo "$k=$v\n";
endforeach;
