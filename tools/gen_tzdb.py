#!/usr/bin/env python3
"""Builds core/ext/src/date/tzdb.bin, the time-zone database rphp embeds so
that every target (native, WASI, browser) knows the same zones without a
host /usr/share/zoneinfo.

Input: the system's tzdata.zi (the zone and link names, compiled here with
`zic -b slim` so that transitions the POSIX footer rule already implies are
left out) and zone.tab (the canonical list php's listIdentifiers() gives,
and the country codes). Run it again after a tzdata update.

Format (all integers LEB128 varints, transitions zigzag delta-encoded):
  "RTZ1"
  zone count, then per zone:
    name NUL, country code (2 bytes, "??" when not in zone.tab),
    POSIX TZ footer NUL,
    type count, types (6 bytes each: be32 utc offset, isdst, abbr index),
    abbreviation bytes count, abbreviation bytes,
    transition count, transitions (deltas), type index per transition
  link count, then per link: name NUL, target NUL, country code
"""
import struct
import subprocess
import sys
import tempfile

ZI = "/usr/share/zoneinfo"


def varint(n, signed=False):
    if signed:
        n = (n << 1) ^ (n >> 63)
    out = bytearray()
    while True:
        b = n & 0x7F
        n >>= 7
        if n:
            out.append(b | 0x80)
        else:
            out.append(b)
            return bytes(out)


def zone_bytes(slim, name, cc):
    b = open(f"{slim}/{name}", "rb").read()
    assert b[:4] == b"TZif" and b[4] >= ord("2"), name
    isut, isstd, leap, timecnt, typecnt, charcnt = struct.unpack(">6l", b[20:44])
    s = 44 + timecnt * 5 + typecnt * 6 + charcnt + leap * 8 + isstd + isut
    isut, isstd, leap, timecnt, typecnt, charcnt = struct.unpack(">6l", b[s + 20 : s + 44])
    p = s + 44
    tr = struct.unpack(">%dq" % timecnt, b[p : p + 8 * timecnt])
    p += 8 * timecnt
    idx = b[p : p + timecnt]
    p += timecnt
    types = b[p : p + 6 * typecnt]
    p += 6 * typecnt
    chars = b[p : p + charcnt]
    p += charcnt + leap * 12 + isstd + isut
    footer = b[p + 1 :].split(b"\n")[0]
    out = bytearray(name.encode() + b"\0" + cc.encode() + footer + b"\0")
    out += varint(typecnt) + types + varint(charcnt) + chars + varint(timecnt)
    prev = 0
    for t in tr:
        out += varint(t - prev, True)
        prev = t
    out += idx
    return bytes(out)


def main():
    zi = open(f"{ZI}/tzdata.zi").read().split("\n")
    zones = sorted(l.split()[1] for l in zi if l.startswith("Z "))
    links = sorted((l.split()[2], l.split()[1]) for l in zi if l.startswith("L "))
    cc = {}
    for l in open(f"{ZI}/zone.tab"):
        if not l.startswith("#") and l.strip():
            f = l.split("\t")
            cc[f[2].strip()] = f[0]
    slim = tempfile.mkdtemp()
    subprocess.run(["zic", "-b", "slim", "-d", slim, f"{ZI}/tzdata.zi"], check=True)
    out = bytearray(b"RTZ1") + varint(len(zones))
    for z in zones:
        out += zone_bytes(slim, z, cc.get(z, "??"))
    out += varint(len(links))
    for name, target in links:
        out += name.encode() + b"\0" + target.encode() + b"\0" + cc.get(name, "??").encode()
    dest = sys.argv[1] if len(sys.argv) > 1 else "core/ext/src/date/tzdb.bin"
    open(dest, "wb").write(out)
    print(f"{dest}: {len(zones)} zones, {len(links)} links, {len(out)} bytes")


main()
