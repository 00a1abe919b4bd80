#!/usr/bin/env python3
"""Writes a large generated PHP script (many small functions and classes,
about 5 MB) for measuring the bytecode cache: parse+compile dominates its
run time, so `rphp -d opcache.file_cache=DIR` shows what a cached run saves.

usage: bench/gen_big_script.py OUT.php [FUNCTIONS]   (default 20000)
"""
import sys

out = sys.argv[1]
n = int(sys.argv[2]) if len(sys.argv) > 2 else 20000
parts = ["<?php\n"]
for i in range(n):
    parts.append(
        f"""function f{i}(int $a, string $s = "x{i}"): string {{
    $t = [];
    for ($k = 0; $k < $a; $k++) {{
        $t[] = $s . $k . ($k % 3 == 0 ? "fizz" : ($k % 5 == 0 ? "buzz" : strval($k * {i})));
    }}
    if (count($t) > 2 && isset($t[1])) {{ return implode(",", $t) . sprintf("%05d", {i}); }}
    return match ($a) {{ 0 => "zero", 1 => "one", default => "many:" . $a }};
}}
"""
    )
    if i % 10 == 0:
        parts.append(
            f"""class C{i} {{
    private array $items = [];
    public function __construct(public int $id = {i}) {{}}
    public function add(string $x): static {{ $this->items[] = $x; return $this; }}
    public function total(): int {{ return $this->id + count($this->items); }}
}}
"""
        )
parts.append(
    f"""$acc = 0;
for ($i = 0; $i < {n}; $i += 97) {{
    $acc += strlen(("f" . $i)(3));
}}
echo $acc, " ", (new C10())->add("a")->total(), "\\n";
"""
)
with open(out, "w") as f:
    f.write("".join(parts))
