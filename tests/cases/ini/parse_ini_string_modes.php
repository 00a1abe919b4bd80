<?php
// One ini text through all three scanner modes, with and without sections.
define('MYCONST', 'cval');
putenv('RPHP_INI_ENV=envval');
$ini = <<<'INI'
; comment
# not a comment: a key without a value
plain = hello world
quoted = "a \"b\" c\\d \n e"
single = 'x \' y
num = 42
float = 1.5
dot = .5
neg = -3
negf = -1.5
octal = 007
hex = 0x1A
big = 9223372036854775808
t1 = true
t2 = On
t3 = yes
f1 = false
f2 = off
f3 = no
f4 = none
n1 = null
empty =
const = MYCONST
constq = "pre" MYCONST "post"
expr = E_ALL & ~E_NOTICE
or = 1 | 2
paren = (1|2)&1
not = !0
xor = 1 ^ 3
wrap = 2147483648 | 0
env = ${RPHP_INI_ENV}
envq = "v=${RPHP_INI_ENV}"
setting = ${precision}
missing = ${RPHP_NO_SUCH_VAR}
cfg = ${rphp_cfg_var}
arr[] = one
arr[] = two
arr[key] = three
arr[5] = five
arr[] = six
arr[MYCONST] = c
arr[ spaced ] = s
path = /usr/local/bin
url = "http://example.com/?a=b"
semi = a ; trailing comment
hashval = a#b
dollar = $foo
spaces = x  y
mixed = x "q" y
rawmix = 'r'  x
a b = key with space
[Section One]
a = 1
b = "two"
[sec2]
c[] = x
1 = numeric key
-2 = neg key
[ spaced ]
d = 4
["quoted"]
e = 5
INI;
foreach ([INI_SCANNER_NORMAL, INI_SCANNER_RAW, INI_SCANNER_TYPED] as $m) {
    echo "== mode $m\n";
    var_dump(parse_ini_string($ini, false, $m));
    var_dump(parse_ini_string($ini, true, $m));
}
