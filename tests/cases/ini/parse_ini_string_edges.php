<?php
// Whitespace, line endings, NUL bytes, repeated sections and keys, arrays over scalars.
$cases = [
    "a = 1 ", "a = True ", "a=On ;c", "a=\n", "a=\"\"", "a=''", "  ;x\na=1", "\ta\t=\t1\t\n",
    "a=x\x00y", "a=x\r\nb=y", "a=x\rb=y", "[s]\nx=1\n[s]\ny=2", "[a]\n[b]\nx=1", "x=0\n[a]\nx=1",
    "a=2\na[]=1", "a[]=1\na = 2", "a[]=1\na[]=2\na[0]=9", "[1]\nx=1", "[]\nx=1", "[ ]\nx=1",
    "[s];c\nx=1", "[s] junk\nx=1", "[s\${X}]\nx=1", "['r']\nx=1", "a]=1", "a.b=1", "a-b=1", "a/b=1",
    "a'b=1", "a[\"q\"]=1", "a['q']=1", "a[1 2]=1", "a=x\\\ny=2", "a=\"multi\nline\"",
    "a = 'multi\nline'\nb=2", "a=\\\"", "a=\"\\\\\"", "a=\"\\x\"", "a=\"\\\$\"", "a=1.5e3", "a=-0",
    "a = \"x\"\"y\"", "a=\"x\" ;c", "a=x;c", "a=\"x;c\"", "a=x#c", "a=b}c", "a={b}", "a=x]",
    "a=\" \${X} \"", "a=1 \"x\"", "a=\"x\" 1", "a = -5 & 7", "a=1.9|0", "a=C::x", "a", "", "; only",
];
foreach ($cases as $t) {
    echo json_encode($t), "\n";
    foreach ([INI_SCANNER_NORMAL, INI_SCANNER_RAW, INI_SCANNER_TYPED] as $m) {
        echo "  $m: ", json_encode(@parse_ini_string($t, true, $m)), "\n";
    }
}
var_dump(parse_ini_string("x = 1\ny = 2"));
