<?php
$cases = [
    ['hello world', '%[a-z]'], ['HELLO world', '%[A-Z ]'], ['abc-def', '%[^-]-%s'], ['key=value', '%[^=]=%[^;]'],
    ['a-z', '%[-a]'], ['a-z', '%[a-]'], ['[x]', '%[][]'], ['123abc', '%[0-9]%[a-z]'], ['zzz', '%[a-y]'],
    ['path/to/file.txt', '%[^/]/%[^/]/%s'], ['  spaced', '%[ ]%s'], ['abcdef', '%3[a-z]%s'], ['^^^x', '%[^^]'],
    ['9-5', '%[9-0]'], ['name: John Smith, age: 40', 'name: %[^,], age: %d'],
];
foreach ($cases as [$s, $f]) {
    echo json_encode($s), ' ', json_encode($f), ' => ', json_encode(sscanf($s, $f)), "\n";
}
