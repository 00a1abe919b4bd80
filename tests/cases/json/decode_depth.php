<?php
foreach ([['1', 1], ['[1]', 1], ['[1]', 2], ['[[1]]', 2], ['[[1]]', 3], ['{"a":{"b":1}}', 2],
          ['{"a":{"b":1}}', 3], ['[[[[[]]]]]', 5], ['[[[[[]]]]]', 6], ['[[1], 2, [[3]]]', 3]] as [$j, $d]) {
    echo $j, ' depth ', $d, ': ';
    var_dump(json_decode($j, true, $d));
    echo '  ', json_last_error_msg(), "\n";
}
foreach ([0, -1, PHP_INT_MAX] as $d) {
    try {
        json_decode('[1]', false, $d);
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// An empty string is a syntax error before the depth is checked.
var_dump(json_decode('', false, 0), json_last_error());
$deep = str_repeat('[', 600) . str_repeat(']', 600);
var_dump(json_decode($deep), json_last_error_msg());
var_dump(count(json_decode($deep, true, 601)));
