<?php
function show($p, $s) { $r = preg_match_all($p, $s, $m, PREG_SET_ORDER); echo $p, ' => ', json_encode([$r, $m]), "\n"; }
show('/(?:ab)+/', 'ababab x abab');
show('/(?>a+)b/', 'aaab aaa');
show('/a++b/', 'aab');
show('/(a|ab)(c|bcd)(d*)/', 'abcd');
show('/(?|(a)|(b))c/', 'ac bc');
show('/(\w)\1/', 'hello aabb');
show('/(?<q>["\']).*?\k<q>/', 'say "hi" and \'bye\'');
show('/(a)(?:b)(?<n>c)\g{-1}\g1\g{n}/', 'abccac');
show('/foo(?=bar)|baz(?!qux)/', 'foobar bazqux baz!');
show('/(?<=\$)\d+(?<!0)/', '$100 $5 $20');
show('/\((?:[^()]++|(?R))*\)/', '(a(b)c) (x(y(z)))');
show('/^(\d+)(?:,(?1))*$/', '1,22,333');
show('/(a)?(?(1)b|c)/', 'ab c');
show('/(?(DEFINE)(?<byte>25[0-5]|2[0-4]\d|1?\d?\d))^(?&byte)(?:\.(?&byte)){3}$/', '192.168.1.255');
show('/"[^"]*"(*SKIP)(*F)|\w+/', 'a "b c" d');
show('/ab\Kcd/', 'abcd');
