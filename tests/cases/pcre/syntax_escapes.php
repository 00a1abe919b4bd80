<?php
function show($p, $s) { $r = preg_match_all($p, $s, $m, PREG_OFFSET_CAPTURE); echo $p, ' => ', json_encode([$r, $m[0]]), "\n"; }
show('/\d+/', 'a12 b345');
show('/\D+/', 'a12 b345');
show('/\s+/', "a \t\n\x0b\x0cb");
show('/\h+/', "a \t\xa0b");
show('/\v+/', "a\n\r\x0b\x0cb");
show('/\R/', "a\r\nb\nc\rd");
show('/\bfoo\b/', 'foo foobar barfoo foo.');
show('/\Boo\B/', 'foo fooo');
show('/\Aa|a\z|b\Z/', "aab\n");
show('/\x41\x{42}\103\0/', "ABC\0");
show('/[\t\n]|\e|\cA/', "\t\x1b\x01");
show('/\Q.*+\E+/', '.*++ .*');
show('/[[:alpha:]]+|[[:digit:]]+/', 'abc123DEF');
show('/[[:^space:][:punct:]]+/', 'a, b; c!');
show('/[^\w\s]/', 'a-b c!');
show('/[]a-]+/', 'a]-b');
show('/\p{Lu}\p{Ll}+/', 'Hello World');
show('/\N+/', "ab\ncd");
show('/a{2,3}?|b{,2}/', 'aaaa b{,2}');
