#!/usr/bin/env python3
"""Random PCRE patterns and subjects for differential testing against php.

  python3 core/regex/tools/gen_random.py SEED COUNT | php -n core/regex/tools/record_random.php > out.txt
  RPHP_REGEX_CASES=out.txt cargo test -p rphp-regex --test php_cases

Prints `pattern TAB flags TAB subject` lines (escaped); record_random.php adds php's result
in the format of tests/php_cases.txt. tests/php_random.txt is seed 1, 1500 cases.
"""
import random, sys
random.seed(int(sys.argv[1]) if len(sys.argv) > 1 else 1)
def atom(d, groups):
    r = random.random()
    if d > 2 or r < 0.35:
        return random.choice(['a','b','c','a','b','.','\\d','\\w','\\s','[ab]','[^a]','[a-c1]','\\b','^','$','x','1',' ','\\n' if False else 'c'])
    if r < 0.55:
        groups[0] += 1
        return '(' + alt(d+1, groups) + ')'
    if r < 0.65:
        return '(?:' + alt(d+1, groups) + ')'
    if r < 0.70:
        return '(?=' + alt(d+1, groups) + ')'
    if r < 0.75:
        return '(?!' + alt(d+1, groups) + ')'
    if r < 0.78:
        return '(?>' + alt(d+1, groups) + ')'
    if r < 0.82:
        return random.choice(['(?<=a)','(?<!b)','(?<=ab|c)'])
    if r < 0.88 and groups[0] > 0:
        return '\\%d' % random.randint(1, groups[0])
    return random.choice(['a','b'])
def quant():
    r = random.random()
    if r < 0.6: return ''
    q = random.choice(['*','+','?','{2}','{1,2}','{0,3}','{2,}'])
    return q + random.choice(['','','?','+'])
def seq(d, groups):
    n = random.randint(1, 4)
    out = ''
    for _ in range(n):
        a = atom(d, groups)
        q = quant() if a not in ('^','$','\\b') and not a.startswith('(?<') else ''
        out += a + q
    return out
def alt(d, groups):
    s = seq(d, groups)
    while random.random() < 0.25:
        s += '|' + seq(d, groups)
    return s
for i in range(int(sys.argv[2]) if len(sys.argv) > 2 else 300):
    g = [0]
    p = alt(0, g)
    flags = random.choice(['', '', 'i', 'm', 's', 'x', 'U', 'u'])
    subj = ''.join(random.choice('aabbc1 \nAB') for _ in range(random.randint(0, 12)))
    print(p.replace('\\','\\\\').replace('\t','\\t') + '\t' + flags + '\t' + subj.replace('\\','\\\\').replace('\n','\\n'))
