#!/usr/bin/env python3
"""Writes core/ext/src/mbstring/rare_table.rs: which BMP code points php 8.2's
mb_detect_encoding scores as rare (a 65536-bit vector), MEASURED by running
php's detection on probe strings (nothing is read out of php's files).

The model (core/ext/src/mbstring/convert.rs `score`): strict detection keeps
the valid candidates and picks the lowest sum of per-code-point demerits, the
first candidate on ties; a code point costs 40 above U+FFFF, 6 in U+0021..
U+002F, 30 when rare and 1 otherwise.

A probe is a byte string B and two candidates [X, Y]: X decodes B to the code
point c under test plus padding, Y decodes B to code points whose demerits are
already known. The padding is picked so that Y's total minus X's padding lies
in 1..29; then php answers X exactly when c costs 1, i.e. is not rare.

Bootstrap (what the module docs state): C0 and C1 controls other than tab,
LF, CR, and DEL are rare; other ASCII is not. UTF-7 writes every code point
as "+base64-", which ASCII reads as known ASCII, so [UTF-7, ASCII] measures
all of the BMP in one round (one php process, one answer per probe; further
rounds would take what a round learnt as padding and Y sides). Then php is
asked again: about the bootstrap code points, and about every code point
through other pairs (UTF-16BE/LE and UTF-8 against ISO-8859-1, ISO-8859-5,
KOI8-R and UTF-16LE, their Y sides read with the measured bits); any
disagreement aborts. U+0021..U+002F cost 6 whatever their bit (written 0);
surrogates never decode (written 1). Needs php 8.2 with php8.2-mbstring;
nothing of php's files is read.

    python3 tools/gen_mbstring_rare.py > core/ext/src/mbstring/rare_table.rs && cargo fmt
"""
import subprocess
import sys

PHP = r"""
$in = fopen('php://stdin', 'r');
$out = '';
while (($l = fgets($in)) !== false) {
    [$x, $y, $h] = explode(' ', trim($l));
    $out .= mb_detect_encoding(hex2bin($h), [$x, $y], true) === $x ? '1' : '0';
}
echo $out;
"""

# (php name, python codec) for the X side (decodes to c) and the Y side.
# UTF-7 writes any code point as "+base64-", which ASCII reads as known ASCII,
# so it measures everything in one round; the other pairs check that result.
FIRST = [(("UTF-7", "utf-7"), ("ASCII", "ascii"))]
CHECK = [
    (("UTF-16BE", "utf-16-be"), ("ISO-8859-1", "latin-1")),
    (("UTF-16LE", "utf-16-le"), ("ISO-8859-1", "latin-1")),
    (("UTF-16BE", "utf-16-be"), ("ISO-8859-5", "iso8859-5")),
    (("UTF-16LE", "utf-16-le"), ("ISO-8859-5", "iso8859-5")),
    (("UTF-8", "utf-8"), ("ISO-8859-1", "latin-1")),
    (("UTF-8", "utf-8"), ("ISO-8859-5", "iso8859-5")),
    (("UTF-8", "utf-8"), ("KOI8-R", "koi8-r")),
    (("UTF-16BE", "utf-16-be"), ("KOI8-R", "koi8-r")),
    (("UTF-16BE", "utf-16-be"), ("UTF-16LE", "utf-16-le")),
]

known = {}  # code point -> demerit (1, 6 or 30)
for c in range(0x80):
    known[c] = 1 if c in (9, 10, 13) or 0x20 <= c < 0x7F else 30
for c in range(0x21, 0x30):
    known[c] = 6
for c in range(0x80, 0xA0):
    known[c] = 30


def decode(codec, b):
    try:
        return [ord(ch) for ch in b.decode(codec)]
    except UnicodeDecodeError:
        return None


def cost(cps):
    if cps is None or any(c not in known for c in cps):
        return None
    return sum(known[c] for c in cps)


def encode(codec, c):
    try:
        return chr(c).encode(codec)
    except UnicodeEncodeError:
        return None


def pads(x, y):
    """Paddings by their X-minus-Y demerit difference, from known code points."""
    best = {}
    for c, s in known.items():
        b = encode(x, c)
        if b is None or decode(x, b) != [c]:
            continue
        sy = cost(decode(y, b))
        if sy is not None:
            best.setdefault(s - sy, b)
    return best


def plan(c, x, y, pad):
    b = encode(x, c)
    if b is None or decode(x, b) != [c]:
        return None
    ys = decode(y, b)
    if ys is None or c in ys:
        return None
    sy = cost(ys)
    if sy is None:
        return None
    if 1 <= sy <= 29:
        return b
    for d, p in pad.items():
        for k in (1, 2, 3):
            if 1 <= sy - k * d <= 29:
                return p * k + b
    return None


def todo():
    return [c for c in range(0x10000) if c not in known and not 0xD800 <= c <= 0xDFFF]


def probe(cps, pairs):
    """php's answer for each code point it can be asked about: 1 or 30."""
    pad = {(x[1], y[1]): pads(x[1], y[1]) for x, y in pairs}
    probes = []
    for c in cps:
        for x, y in pairs:
            b = plan(c, x[1], y[1], pad[(x[1], y[1])])
            if b is not None:
                probes.append((c, "%s %s %s" % (x[0], y[0], b.hex())))
                break
    res = subprocess.run(["php", "-n", "-d", "extension=mbstring", "-r", PHP],
                         input="".join(p + "\n" for _, p in probes),
                         capture_output=True, text=True, check=True).stdout
    if len(res) != len(probes):
        sys.exit("php answered %d of %d probes" % (len(res), len(probes)))
    return {c: 1 if r == "1" else 30 for (c, _), r in zip(probes, res)}


while True:
    left = todo()
    if not left:
        break
    got = probe(left, FIRST + CHECK)
    if not got:
        sys.exit("cannot express %d code points, e.g. U+%04X" % (len(left), left[0]))
    known.update(got)
    print("round: %d probed, %d left" % (len(got), len(todo())), file=sys.stderr)

# Ask php about the bootstrap code points too, then about every code point
# again through the other encoding pairs (Y sides read with the measured bits).
boot = [c for c in range(0xA0) if not 0x21 <= c <= 0x2F]
again = probe(boot, FIRST + CHECK)
wrong = [c for c, s in again.items() if s != known[c]]
if len(again) < len(boot) or wrong:
    sys.exit("bootstrap not confirmed: %d probed, wrong: %s" % (len(again), wrong))
print("bootstrap: %d of %d confirmed" % (len(again), len(boot)), file=sys.stderr)
every = [c for c in known if c not in boot and not 0x21 <= c <= 0x2F]
again = probe(every, CHECK)
wrong = [c for c, s in again.items() if s != known[c]]
if wrong:
    sys.exit("cross-check disagrees on %s" % ["U+%04X" % c for c in wrong[:20]])
print("cross-check: %d of %d agree" % (len(again), len(every)), file=sys.stderr)

words = [0] * 2048
for c in range(0x10000):
    if known.get(c) == 30 or 0xD800 <= c <= 0xDFFF:
        words[c >> 5] |= 1 << (c & 31)

print("//! BMP code points php 8.2's mb_detect_encoding scores as rare, one bit each.")
print("//!")
print("//! Measured, not copied: tools/gen_mbstring_rare.py asks php's")
print("//! mb_detect_encoding to choose between two candidates on probe strings")
print("//! whose outcome turns on one code point's bit under our model of php's")
print("//! scoring (convert.rs `score`), and cross-checks every bit through a")
print("//! second probe. Regenerate with the script; do not edit.\n")
print("pub static RARE: [u32; 2048] = [")
for i in range(0, 2048, 8):
    print("    " + " ".join("0x%08X," % w for w in words[i:i + 8]))
print("];")
