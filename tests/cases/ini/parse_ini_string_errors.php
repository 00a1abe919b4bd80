<?php
// php's syntax-error warnings (bison's words, "Unknown" as the file) and false.
$cases = [
    "a = x=y", "a=1\n=2", "=1", "[s", "a = 1\n[s\nx=1]", "a[x\n=1", "a[b][c]=1", "a[]", "a[x]",
    "a=\"unterminated", "x=1\ny=\"\nz=3", "a='unterminated", "a=(1", "a=(1))", "a=)", "a=1&&2",
    "a=~", "a=yes x", "a=1 | yes", "a=(1) x", "true=1", "null=1", "off=1",
    "a{b=1", "a(b=1", "a~=1", "a!=1", "a^=1", "a&b=1", "a|b=1", "a)b=1", "a}b=1", "a\$b=1", "\"q\"=1",
    "a = \"l1\nl2\"\nb=\"",
];
foreach ($cases as $t) {
    echo json_encode($t), "\n";
    foreach ([INI_SCANNER_NORMAL, INI_SCANNER_RAW, INI_SCANNER_TYPED] as $m) {
        var_dump(parse_ini_string($t, true, $m));
    }
}
var_dump(parse_ini_string("a=1", false, 3));
var_dump(parse_ini_string("a=1", false, -1));
