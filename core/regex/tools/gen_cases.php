<?php
// Records what php 8.2's PCRE2 does for each (pattern, subject) below into
// core/regex/tests/php_cases.txt, the table tests/php_cases.rs checks the engine against.
//   php -n core/regex/tools/gen_cases.php > core/regex/tests/php_cases.txt
// Each line: pattern TAB subject TAB result, escaped (\\ \t \n \r \xHH). The result is
// preg_match_all's matches (SET_ORDER, OFFSET_CAPTURE, UNMATCHED_AS_NULL) as
// "start-end" per group ("-" unset), "," between groups, " " between matches;
// "none" for no match; "ERR:message" for a compile error or a match error.
ini_set('pcre.jit', '0');
function esc($s) {
    $o = '';
    for ($i = 0; $i < strlen($s); $i++) {
        $c = $s[$i]; $b = ord($c);
        if ($c === '\\') $o .= '\\\\';
        elseif ($c === "\t") $o .= '\\t';
        elseif ($c === "\n") $o .= '\\n';
        elseif ($c === "\r") $o .= '\\r';
        elseif ($b < 0x20 || $b > 0x7e) $o .= sprintf('\\x%02X', $b);
        else $o .= $c;
    }
    return $o;
}
$cases = [
  // literals, classes, anchors
  ['/abc/', ['abc', 'xabcabc', 'ab', '']],
  ['/a.c/', ["abc", "a\nc", "a.c axc"]],
  ['/a.c/s', ["a\nc"]],
  ['/[a-c]+/', ['xxabccbaxx', 'ddd']],
  ['/[^a-c]+/', ['abxyzc']],
  ['/[]a]+/', ['a]]a b']],
  ['/[^]a]/', ['a]b']],
  ['/[a-]+/', ['a-a-b']],
  ['/[\d-]+/', ['12-34 x']],
  ['/[\w.]+@[\w.]+/', ['mail me: joe.b@ex.com now']],
  ['/[[:alpha:]]+/', ['abc123DEF']],
  ['/[[:^digit:]]+/', ['abc123DEF']],
  ['/[[:punct:][:space:]]+/', ['a, b; c!']],
  ['/[[:xdigit:]]+/', ['xyz0fAgh']],
  ['/\d+/', ['abc 123 45']],
  ['/\D+/', ['abc 123 45']],
  ['/\w+/', ['hello, world_1 é']],
  ['/\W+/', ['hello, world']],
  ['/\s+/', ["a \t\n\x0b\x0cb"]],
  ['/\S+/', ["a b  c"]],
  ['/\h+/', ["a \t\xa0b"]],
  ['/\v+/', ["a\n\r\x0b\x0cb"]],
  ['/\R/', ["a\r\nb\nc\rd"]],
  ['/^abc/', ['abcabc', 'xabc']],
  ['/abc$/', ['abcabc', "abc\n", "abc\n\n"]],
  ['/abc$/D', ["abc\n", 'abc']],
  ['/^\w+$/m', ["one\ntwo\nthree\n"]],
  ['/^/m', ["a\nb\n"]],
  ['/$/m', ["a\nb\n"]],
  ['/$/', ["a\nb\n"]],
  ['/\Aa/', ['aa']],
  ['/a\z/', ["a\na", "a\n"]],
  ['/a\Z/', ["a\n", "a"]],
  ['/\bfoo\b/', ['foo foobar barfoo foo.']],
  ['/\Boo\B/', ['foo fooo']],
  ['/\Gab/', ['ababxab']],
  ['/x*/', ['axxb']],
  ['/x*?/', ['axx']],
  ['//', ['abc']],
  ['/\d*/', ['a12b']],
  ['/(?:)/', ['ab']],
  // quantifiers
  ['/a{2}/', ['aaaaa']],
  ['/a{2,}/', ['a aa aaaaa']],
  ['/a{2,3}/', ['aaaaaaa']],
  ['/a{2,3}?/', ['aaaaaaa']],
  ['/a{,3}/', ['a{,3}']],
  ['/a{x}/', ['a{x}']],
  ['/a{1,2/', ['a{1,2']],
  ['/(ab){2}/', ['abababab']],
  ['/(ab){1,2}?c/', ['ababc']],
  ['/(a|ab)(c|bcd)(d*)/', ['abcd']],
  ['/a+?b/', ['aaab']],
  ['/a*+a/', ['aaaa']],
  ['/a++b/', ['aaab']],
  ['/(?:a|b)*+b/', ['aab']],
  ['/(a+)+b/', ['aaab', 'aaa']],
  ['/(a*)*b/', ['aab', 'b']],
  ['/(a*)+b/', ['aab']],
  ['/(a|)*b/', ['aab']],
  ['/(?:a?)*?b/', ['aab']],
  ['/(a?)*?c/', ['aac']],
  ['/(\w)*/', ['abc']],
  ['/([a-c])+?x/', ['abcx']],
  ['/.{3}/', ['abcdefgh']],
  ['/.{2,4}?x/', ['abxabcdx']],
  // groups, alternation
  ['/(a)(b)?(c)/', ['ac', 'abc']],
  ['/(a)|(b)/', ['b', 'a']],
  ['/(a)|b/', ['b']],
  ['/cat|dog|bird/', ['hotdog catbird']],
  ['/(?:ab|a)c/', ['ac abc']],
  ['/(?<year>\d{4})-(?<m>\d\d)/', ['on 2024-05-17']],
  ['/(?P<w>\w+) (?P=w)/', ['say hello hello there']],
  ["/(?'q'x)\\k'q'/", ['axxb']],
  ['/(?<q>x)\k{q}\k<q>/', ['xxxx']],
  ['/(a)\1/', ['aa ab']],
  ['/(a)\g1/', ['aa']],
  ['/(a)\g{1}/', ['aa']],
  ['/(a)(b)\g{-1}/', ['abb aba']],
  ['/(a|b)\1+/', ['aaab bbba']],
  ['/(?i)(a)\1/', ['aA']],
  ['/(a)?\1/', ['b']],
  ['/(?|(a)|(b))/', ['b']],
  ['/(?>a+)b/', ['aab']],
  ['/(?>a|ab)c/', ['abc', 'ac']],
  ['/(?>(a+))b/', ['aaab']],
  // lookaround
  ['/foo(?=bar)/', ['foobaz foobar']],
  ['/foo(?!bar)/', ['foobar foobaz']],
  ['/(?<=\$)\d+/', ['cost $42 or 17']],
  ['/(?<!\$)\b\d+/', ['cost $42 or 17']],
  ['/(?<=a|bc)x/', ['ax bcx cx']],
  ['/(?<=^|,)\w/', ['a,b,,c']],
  ['/(?=(\w+))\w/', ['ab cd']],
  ['/(?!)/', ['abc']],
  ['/\w+(?<!ing)\b/', ['sing song ring rang']],
  ['/(?<=(\d))x/', ['1x']],
  ['/(?=a)*b/', ['b']],
  ['/a(?=b)?/', ['ab']],
  // flags
  ['/abc/i', ['ABC aBc']],
  ['/[a-z]+/i', ['Hello WORLD']],
  ['/[^a-z]+/i', ['Hello WORLD 42']],
  ['/a(?i)b/', ['aB AB']],
  ['/a(?i:b)c/', ['aBc aBC']],
  ['/(?i)a(?-i)b/', ['Ab AB']],
  ['/a b # comment
    c/x', ['abc']],
  ['/a\ b/x', ['a b']],
  ['/[a b]+/x', ['a b']],
  ['/a+/U', ['aaa']],
  ['/a+?/U', ['aaa']],
  ['/(a)(?:b)(c)/n', ['abc']],
  ['/(?<x>a)(b)/n', ['ab']],
  ['/abc/A', ['abcabc', 'xabc']],
  ['/(?s).+/', ["a\nb"]],
  ['/(?m)^b/', ["a\nb"]],
  ['/(?x) a  b /', ['ab']],
  ['/(?U)a+/', ['aaa']],
  ['/(?J)(?<n>a)|(?<n>b)/', ['b']],
  // escapes
  ['/\x41\x{42}\103/', ['ABC']],
  ['/\t\n\r\f\e\a/', ["\t\n\r\f\x1b\x07"]],
  ['/\cA\c[/', ["\x01\x1b"]],
  ['/\Q.*+\E+/', ['.*++ .*']],
  ['/[\Q]\E]/', [']']],
  ['/\//', ['a/b']],
  ['/a\.b/', ['a.b axb']],
  ['/\0/', ["a\0b"]],
  ['/\012/', ["a\nb"]],
  ['/[\x00-\x1f]+/', ["ab\x01\x02c"]],
  ['/\N+/', ["ab\ncd"]],
  ['/ab\Kcd/', ['abcd']],
  ['/(?<=\Ka)b/', ['ab']],
  ['/\p{Lu}+/', ['abcDEFghi']],
  ['/\p{L}+/', ["ab\xe9c1"]],
  ['/\pN+/', ['a12b']],
  ['/\P{L}+/', ['ab12!c']],
  ['/[\p{Lu}\d]+/', ['aB1cD']],
  ['/\X/', ['ab']],
  // recursion, conditionals, verbs
  ['/\((?:[^()]|(?R))*\)/', ['x (a(b)c) (d']],
  ['/(\d+)(?:,(?1))*/', ['1,22,333 x']],
  ['/^(a(?1)?b)$/', ['aabb', 'aab']],
  ['/(?<p>\[(?:[^\[\]]|(?&p))*\])/', ['[a[b]] [c']],
  ['/(a)?(?(1)b|c)/', ['ab c ac']],
  ['/(?(?=\d)\d+|[a-z]+)/', ['12ab']],
  ['/(?(?!\d)[a-z]+|\d+)/', ['12ab']],
  ['/(?<n>a)?(?(<n>)b|c)/', ['ab c']],
  ['/(?(DEFINE)(?<d>\d\d))(?&d)-(?&d)/', ['12-34']],
  ['/a(*FAIL)|b/', ['ab']],
  ['/"[^"]*"(*SKIP)(*F)|\w+/', ['a "b c" d']],
  ['/a+(*COMMIT)b/', ['aac aab']],
  ['/a(*PRUNE)b|ac/', ['ac ab']],
  ['/a(*ACCEPT)b/', ['ac']],
  // errors
  ['/(abc/', ['x']], ['/abc)/', ['x']], ['/*a/', ['x']], ['/a**/', ['x']],
  ['/[abc/', ['x']], ['/a\c/', ['x']], ['/\q/', ['x']], ['/a{3,2}/', ['x']],
  ['/a{70000}/', ['x']], ['/(?<=a+)b/', ['x']], ['/\2(a)/', ['x']],
  ['/(?<n>a)\k<m>/', ['x']], ['/(?z)/', ['x']], ['/[z-a]/', ['x']],
  ['/[[:foo:]]/', ['x']], ['/\p{Foo}/', ['x']], ['/(?<1a>x)/', ['x']],
  ['/(?<a>x)(?<a>y)/', ['x']], ['/\x{110000}/u', ['x']], ['/\g/', ['x']],
  ['/(?P=zz)/', ['x']], ['/(?#abc/', ['x']], ['/a(?1)/', ['x']], ['/[\d-z]/', ['x']],
  ['/\k/', ['x']], ['/(?<=(a|bc))x/', ['x']], ['/(?(2)a|b)/', ['x']], ['/x{1,2}{3}/', ['x']],
  ['/a++?/', ['x']], ['/\8/', ['x']], ['/(?i/', ['x']], ['/(*FOO)/', ['x']],
  ['/\x{zz}/', ['x']], ['/\u0041/', ['x']], ['/(?P<>a)/', ['x']], ['/\x{100}/', ['x']],
  ['/[[.a.]]/', ['x']], ['/(a)(?-2)/', ['x']], ['/(a)(b)(c)|d(?(3)x|y|z)/', ['x']],
  ['/(?:\D+|<\d+>)*[!?]/', ['foobar foobar foobar']],
  // UTF mode
  ['/./u', ["h\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80"]],
  ['/./', ["h\xc3\xa9"]],
  ['/\w+/u', ["h\xc3\xa9llo w\xc3\xb6rld"]],
  ['/[\x{e9}-\x{ff}]+/u', ["ab\xc3\xa9\xc3\xbf"]],
  ['/\x{20ac}/u', ["a\xe2\x82\xacb"]],
  ['/\p{Greek}+/u', ["ab\xce\xb1\xce\xb2c"]],
  ['/\p{Cyrillic}+/u', ["\xd0\x9f\xd1\x80\xd0\xb8\xd0\xb2\xd0\xb5\xd1\x82 world"]],
  ['/\p{Han}+/u', ["ab\xe4\xb8\xad\xe6\x96\x87c"]],
  ['/\p{Lu}/u', ["a\xc3\x89b"]],
  ['/\x{e9}/iu', ["\xc3\x89"]],
  ['/[\x{e0}-\x{ff}]/iu', ["\xc3\x89"]],
  ['/\x{3c3}/iu', ["\xce\xa3\xcf\x82"]],
  ['/k/iu', ["\xe2\x84\xaa"]],
  ['/\bw\w+/u', ["\xc3\xa9wow wow"]],
  ['/\d+/u', ["12\xd9\xa3"]],
  ['/(?<=\x{e9})x/u', ["\xc3\xa9x"]],
  ['/a.b/u', ["a\xc3\xa9b"]],
  ['/.*?/u', ["\xc3\xa9"]],
  ['/x*/u', ["\xc3\xa9\xc3\xa9"]],
  ['/[^a]/u', ["\xc3\xa9"]],
  ['/\X/u', ["e\xcc\x81x"]],
  ['/\s+/u', ["a\xc2\xa0b\xe3\x80\x80c"]],
  ['/[[:alpha:]]+/u', ["\xc3\xa9t\xc3\xa9"]],
  ['/./u', ["\xff"]],
  ['/\xe9/', ["\xe9"]],
  ['/[\xe0-\xef]/', ["\xc3\xa9"]],
  ['/abc/i', ["ABC"]],
  ['/\xc9/i', ["\xe9"]],
  ['/(?i)\x{df}/u', ["\xe1\xba\x9e"]],
];
foreach ($cases as [$pat, $subjects]) {
    foreach ($subjects as $s) {
        $m = null;
        $r = @preg_match_all($pat, $s, $m, PREG_SET_ORDER | PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL);
        if ($r === false) {
            $e = error_get_last();
            error_clear_last();
            if ($e && str_contains($e['message'], 'Compilation failed: ')) {
                $res = 'ERR:' . explode('Compilation failed: ', $e['message'], 2)[1];
            } else {
                $res = 'ERR:' . preg_last_error_msg();
            }
        } elseif ($r === 0) {
            $res = 'none';
        } else {
            $ms = [];
            foreach ($m as $set) {
                $gs = [];
                foreach ($set as $k => $g) {
                    if (is_string($k)) continue;
                    $gs[] = $g[1] < 0 ? '-' : $g[1] . '-' . ($g[1] + strlen($g[0]));
                }
                $ms[] = implode(',', $gs);
            }
            $res = implode(' ', $ms);
        }
        echo esc($pat), "\t", esc($s), "\t", esc($res), "\n";
    }
}
