<?php
$items = [1, 2, 3, 4];
foreach ($items as $i):
    if ($i % 2 == 0):
        echo "$i even\n";
    else:
        echo "$i odd\n";
    endif;
endforeach;
