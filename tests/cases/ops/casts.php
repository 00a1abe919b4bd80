<?php
$vals = [null, true, false, 0, 1, -1, 1.5, -1.5, "0", "1", "", "abc", "12abc", "1.5", [], [1, 2]];
foreach ($vals as $v) {
    echo str_pad(json_encode($v), 10), " int:", var_export((int)$v, true), " float:", var_export((float)$v, true), " bool:", var_export((bool)$v, true), " string:", @var_export((string)$v, true), "\n";
}
