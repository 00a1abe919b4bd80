#!/usr/bin/env python3
"""Writes the deflated copies of the large embedded tables (`x` -> `x.z`,
raw deflate, level 9) that rphp unpacks on first use (core/ext/src/packed.rs):
rphp.wasm and the browser package carry them compressed. Run it after
regenerating any of the sources below; each user of a table has a test that
its packed copy still unpacks to the source.
    python3 tools/pack_tables.py
"""
import os
import zlib

TABLES = [
    "core/ext/src/date/tzdb.bin",
    "core/ext/src/date/tz_abbr.txt",
    "core/vm/src/introspect/functions.txt",
    "core/vm/src/introspect/constants.txt",
    "core/vmlib/src/reflection/signatures.txt",
    "core/vmlib/src/reflection/methods.txt",
]


def main():
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    for rel in TABLES:
        src = os.path.join(root, rel)
        with open(src, "rb") as f:
            data = f.read()
        c = zlib.compressobj(9, zlib.DEFLATED, -15, 9)
        packed = c.compress(data) + c.flush()
        with open(src + ".z", "wb") as f:
            f.write(packed)
        print(f"{rel}: {len(data)} -> {len(packed)} bytes")


if __name__ == "__main__":
    main()
