#!/usr/bin/env python3
"""Per-instruction callgrind costs beside the machine code of one function.

`callgrind_annotate` attributes cost to source lines; in `execute` (one huge
function full of inlined macros) that hides what matters for call overhead:
which spills and reloads run, and how many instructions each path of a
handler takes. This prints the function's disassembly (objdump) with the
self cost of every instruction, only around the hot ones.

    valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file=/tmp/x.out \\
        $CARGO_TARGET_DIR/release/rphp -n bench/fib.php
    python3 tools/callgrind_asm.py /tmp/x.out $CARGO_TARGET_DIR/release/rphp execute_loop [MIN]

MIN (default 1000): instructions executed fewer times are shown only as
context next to hot ones. Dividing a block's count by the number of calls
gives its instructions per call.
"""
import collections
import re
import subprocess
import sys


def self_costs(path, binary_name):
    """Self cost per instruction address of the object named `binary_name`."""
    cost = collections.Counter()
    names = {}
    cur_ob = None
    addr = 0
    line = 0
    skip_next = False  # the line after `calls=` is a call's inclusive cost

    def num(tok, prev):
        if tok == "*":
            return prev
        if tok[0] in "+-":
            return prev + int(tok, 0)
        return int(tok, 0)

    with open(path) as f:
        for raw in f:
            raw = raw.rstrip("\n")
            if not raw:
                continue
            named = re.match(r"c?ob=\((\d+)\) (.+)", raw)
            if named:
                names[named.group(1)] = named.group(2)
            if raw.startswith("ob="):
                cur_ob = names.get(re.match(r"ob=\((\d+)\)", raw).group(1))
                continue
            if raw.startswith("calls="):
                skip_next = True
                continue
            if raw[0].isdigit() or raw[0] in "+-*":
                parts = raw.split()
                addr = num(parts[0], addr)
                if len(parts) > 1:
                    line = num(parts[1], line)
                if skip_next:
                    skip_next = False
                    continue
                if cur_ob and cur_ob.endswith(binary_name) and len(parts) > 2:
                    cost[addr] += int(parts[2])
    return cost


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    out_file, binary, func = sys.argv[1:4]
    threshold = int(sys.argv[4]) if len(sys.argv) > 4 else 1000
    cost = self_costs(out_file, binary.split("/")[-1])
    dis = subprocess.run(
        ["objdump", "-d", "--no-show-raw-insn", "-C", binary],
        capture_output=True, text=True, check=True,
    ).stdout
    rows = []  # (count or None for a header, text)
    inside = False
    total = 0
    for l in dis.splitlines():
        head = re.match(r"^([0-9a-f]+) <(.*)>:", l)
        if head:
            inside = func in head.group(2)
            if inside:
                rows.append((None, l))
            continue
        ins = re.match(r"^\s*([0-9a-f]+):\s*(.*)", l) if inside else None
        if ins:
            k = cost.get(int(ins.group(1), 16), 0)
            total += k
            rows.append((k, f"{k:>12} {ins.group(1)}: {ins.group(2)}"))
    print(f"self cost in functions matching {func!r}: {total}")
    shown = set()
    for i, (k, _) in enumerate(rows):
        if k is None or k >= threshold:
            shown.update((i - 1, i, i + 1))
    last = -2
    for i in sorted(shown):
        if 0 <= i < len(rows):
            if i != last + 1:
                print("         ...")
            print(rows[i][1])
            last = i


if __name__ == "__main__":
    main()
