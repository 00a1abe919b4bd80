#!/usr/bin/env python3
"""Generate core/ext/src/mbstring/kana_tables.rs (mb_convert_kana's tables) from php 8.2.

Every code point of the ranges that matter is converted with each mode letter alone;
each half-width kana followed by a voiced sound mark is converted with "KV" and "HV"
for the glue tables. Needs php with mbstring (`php -n -d extension=mbstring`).

    python3 tools/gen_mbstring_kana.py
"""
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "core", "ext", "src", "mbstring", "kana_tables.rs")

PROBE = r'''
$ranges = [[0x20,0x7E],[0xA0,0xFF],[0x2000,0x206F],[0x2200,0x22FF],[0x3000,0x30FF],[0xFF00,0xFFEF]];
foreach (str_split('aArRnNsSkKhHcCmM') as $f) {
  $out = [];
  foreach ($ranges as [$lo,$hi]) for ($c=$lo;$c<=$hi;$c++) {
    $s = mb_chr($c, 'UTF-8'); if ($s === false) continue;
    $r = mb_convert_kana($s, $f);
    if ($r !== $s) { $cps = array_map(fn($x)=>sprintf('%X', mb_ord($x)), mb_str_split($r)); $out[] = sprintf('%X', $c).'>'.implode('+', $cps); }
  }
  echo "$f: ", implode(' ', $out), "\n";
}
foreach (['KV','HV'] as $m) { $o = [];
  for ($c=0xFF61;$c<=0xFF9F;$c++) foreach ([0xFF9E,0xFF9F] as $v) {
    $s = mb_chr($c).mb_chr($v); $r = mb_convert_kana($s, $m); $r0 = mb_convert_kana(mb_chr($c), $m).mb_convert_kana(mb_chr($v), $m);
    if ($r !== $r0) $o[] = sprintf('%X+%X', $c, $v).'>'.sprintf('%X', mb_ord($r));
  }
  echo "$m: ", implode(' ', $o), "\n"; }
'''

NAMES = {'a': 'ZEN2HAN_ALL', 'A': 'HAN2ZEN_ALL', 'r': 'ZEN2HAN_ALPHA', 'R': 'HAN2ZEN_ALPHA',
         'n': 'ZEN2HAN_NUMERIC', 'N': 'HAN2ZEN_NUMERIC', 's': 'ZEN2HAN_SPACE', 'S': 'HAN2ZEN_SPACE',
         'k': 'ZEN2HAN_KATAKANA', 'K': 'HAN2ZEN_KATAKANA', 'h': 'ZEN2HAN_HIRAGANA', 'H': 'HAN2ZEN_HIRAGANA',
         'c': 'KATA2HIRA', 'C': 'HIRA2KATA', 'm': 'ZEN2HAN_SPECIAL', 'M': 'HAN2ZEN_SPECIAL',
         'KV': 'GLUE_KATAKANA', 'HV': 'GLUE_HIRAGANA'}


def main():
    lines = subprocess.run(["php", "-n", "-d", "extension=mbstring", "-r", PROBE],
                           check=True, capture_output=True, text=True).stdout.splitlines()
    out = ["//! mb_convert_kana's character tables, one per mode letter: each entry is",
           "//! (from, to, second) with second 0 for a one-character result. Generated",
           "//! by tools/gen_mbstring_kana.py from php 8.2 (every code point of the",
           "//! ranges that matter converted with each letter alone; the glue tables are",
           "//! a half-width kana and the voiced sound mark after it, under \"KV\"/\"HV\").",
           ""]
    for line in lines:
        flag, _, rest = line.partition(": ")
        flag = flag.rstrip(":")
        out.append("/// Mode `%s`." % flag)
        out.append("pub(super) const %s: &[(u32, u32, u32)] = &[" % NAMES[flag])
        for e in rest.split():
            a, b = e.split(">")
            if len(flag) == 2:
                x, y = a.split("+")
                out.append("    (0x%s, 0x%s, 0x%s)," % (x, y, b))
            else:
                bs = b.split("+")
                out.append("    (0x%s, 0x%s, 0x%s)," % (a, bs[0], bs[1] if len(bs) > 1 else "0"))
        out.append("];")
        out.append("")
    with open(OUT, "w") as f:
        f.write("\n".join(out).rstrip() + "\n")
    print("wrote", os.path.relpath(OUT, ROOT))


if __name__ == "__main__":
    main()
