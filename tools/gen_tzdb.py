#!/usr/bin/env python3
"""Builds core/ext/src/date/tzdb.bin, the time-zone database rphp embeds so
that every target (native, WASI, browser) knows the same zones without a
host /usr/share/zoneinfo.

Input: the system's tzdata.zi (the zone and link names, compiled here with
`zic -b slim` so that transitions the POSIX footer rule already implies are
left out) and zone.tab (the canonical list php's listIdentifiers() gives,
the country codes, and the coordinates and comments getLocation() shows).
Run it again after a tzdata update.

Format (all integers LEB128 varints, transitions zigzag delta-encoded):
  "RTZ2"
  zone count, then per zone:
    name NUL, country code (2 bytes, "??" when not in zone.tab),
    [when in zone.tab: latitude, longitude (zigzag, 1e-5 degrees, truncated
     as php shows them), comments NUL],
    POSIX TZ footer NUL,
    type count, types (6 bytes each: be32 utc offset, isdst, abbr index),
    abbreviation bytes count, abbreviation bytes,
    transition count, transitions (deltas), type index per transition
  link count, then per link: name NUL, target NUL, country code, [location]
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


def coord(text, deg_digits):
    """`+404251` / `-07400`: degrees in 1e-5 units, truncated toward zero
    after php's float arithmetic (16°39' is 16.649999.., shown -16.64999)."""
    sign = -1 if text[0] == "-" else 1
    d = text[1:]
    deg, rest = int(d[:deg_digits]), d[deg_digits:]
    mins = int(rest[:2])
    secs = int(rest[2:4]) if len(rest) > 2 else 0
    return sign * int((deg + mins / 60 + secs / 3600) * 100000)


def location(loc):
    """The bytes after a zone.tab identifier's country code."""
    if loc is None:
        return b""
    coords, comment = loc
    k = 1 + next(i for i, c in enumerate(coords[1:]) if c in "+-")
    lat, lon = coord(coords[:k], 2), coord(coords[k:], 3)
    return varint(lat, True) + varint(lon, True) + comment.encode() + b"\0"


def zone_bytes(slim, name, cc, loc):
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
    out = bytearray(name.encode() + b"\0" + cc.encode() + location(loc) + footer + b"\0")
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
    loc = {}
    for l in open(f"{ZI}/zone.tab"):
        if not l.startswith("#") and l.strip():
            f = l.rstrip("\n").split("\t")
            cc[f[2].strip()] = f[0]
            loc[f[2].strip()] = (f[1], f[3] if len(f) > 3 else "")
    slim = tempfile.mkdtemp()
    subprocess.run(["zic", "-b", "slim", "-d", slim, f"{ZI}/tzdata.zi"], check=True)
    out = bytearray(b"RTZ2") + varint(len(zones))
    for z in zones:
        out += zone_bytes(slim, z, cc.get(z, "??"), loc.get(z))
    out += varint(len(links))
    for name, target in links:
        out += name.encode() + b"\0" + target.encode() + b"\0" + cc.get(name, "??").encode()
        out += location(loc.get(name))
    dest = sys.argv[1] if len(sys.argv) > 1 else "core/ext/src/date/tzdb.bin"
    open(dest, "wb").write(out)
    print(f"{dest}: {len(zones)} zones, {len(links)} links, {len(out)} bytes")


main()
