<?php
function show($p, $s) { $r = preg_match_all($p, $s, $m); echo $p, ' => ', json_encode([$r, $m[0]]), "\n"; }
show('/abc/i', 'ABC aBc abc');
show('/a.c/s', "a\nc abc");
show('/a.c/', "a\nc abc");
show('/^\w+$/m', "one\ntwo\nthree");
show('/\w+$/', "one\ntwo\n");
show('/\w+$/D', "one\ntwo\n");
show("/a b c # comment\n d/x", 'abcd');
show('/a+/U', 'aaa');
show('/a+?/U', 'aaa');
show('/abc/A', 'abcabc xabc');
show('/(a)(b)/n', 'ab');
show('/(?i)a(?-i)b/', 'Ab AB ab');
show('/a(?i:b)c/', 'aBc aBC');
show('/(?s:.)(.)/', "\n\n");
show('/(?x) a b /', 'ab');
show('/(?J)(?<n>a)|(?<n>b)/', 'ab');
show('/\d+/S', '12 34');
show('/\d+/X', '12 34');
