<?php
$cases = [
    ['(1,2)', '(%d,%d)'], ['(1,2', '(%d,%d)'], ['[1]', '(%d)'], ['a  b', 'a b'], ['ab', 'a b'], ["a\tb", 'a %s'],
    ['100%', '%d%%'], ['100', '%d%%'], ['x=1,y=2', 'x=%d,y=%d'], ['x=1;y=2', 'x=%d,y=%d'], ['', ''], ['abc', ''],
    ['abc', 'abc'], ['abc', 'abd%s'], ['   ', ' %d'], ['12', '%d '], ["1\n2", "%d\n%d"], ["a\0b", "a%s"],
];
foreach ($cases as [$s, $f]) {
    echo json_encode($s), ' ', json_encode($f), ' => ', json_encode(sscanf($s, $f)), "\n";
}
var_dump(sscanf('(1,', '(%d,%d)', $p, $q), $p, $q);
