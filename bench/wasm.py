#!/usr/bin/env python3
"""Benchmark rphp.wasm against native rphp and against PHP.wasm, in one interleaved run.

Why: rphp.wasm's promise is php under plain WASI that is much faster than the Emscripten build
people use today (PHP.wasm, behind WordPress Playground) and not much slower than native rphp.
Every bench/*.php program runs three ways, round after round (so machine noise spreads evenly):
    rphp       target/release/rphp -n FILE                       (process wall time)
    rphp.wasm  wasmtime run --allow-precompiled rphp.cwasm FILE  (process wall time; the module is
               compiled ahead once with `wasmtime compile`, as a host would deploy it;
               build it with wasi/build.sh: cargo alone leaves it without wasm-opt, much slower)
    PHP.wasm   node bench/phpwasm/run.mjs FILE                   (@php-wasm/node, PHP 8.2; the time
               inside php.run(), so its ~1 s runtime start-up is NOT counted against it)
The table shows medians and the ratios rphp.wasm/PHP.wasm (goal: at most 0.33) and
rphp.wasm/rphp (goal: at most 1.5). `--before OLD.wasm` adds a column for an older rphp.wasm,
timed in the same rounds, and its ratios, for before/after figures of a change. Outputs must equal `php -n`'s or the cell shows FAIL.
PHP.wasm is installed with `npm ci --prefix bench/phpwasm` (about 470 MB).

  bench/wasm.py [--rphp PATH] [--wasm PATH] [--before PATH] [--runs N] [--only NAME] [--markdown]
"""
import argparse
import glob
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH_DIR)
TIMEOUT = 600
sys.dont_write_bytecode = True
from run import fmt_table, run_once  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rphp", default=os.path.join(ROOT, "target", "release", "rphp"))
    ap.add_argument("--wasm", default=os.path.join(ROOT, "target", "wasm32-wasip1", "release", "rphp.wasm"))
    ap.add_argument("--before", help="an older rphp.wasm to time in the same rounds")
    ap.add_argument("--php", default=shutil.which("php") or "php")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--markdown", action="store_true")
    args = ap.parse_args()

    benches = sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(BENCH_DIR, "*.php")))
    if args.only:
        benches = [b for b in benches if b in args.only]
    runner = os.path.join(BENCH_DIR, "phpwasm", "run.mjs")
    if not os.path.isdir(os.path.join(BENCH_DIR, "phpwasm", "node_modules", "@php-wasm")):
        sys.exit("PHP.wasm is not installed: npm ci --prefix bench/phpwasm")
    tmp = tempfile.mkdtemp(prefix="rphp-bench-")
    commands = {"rphp": ([os.path.abspath(args.rphp), "-n"], False)}
    for name, wasm in (("before", args.before), ("rphp.wasm", args.wasm)):
        if wasm:
            cwasm = os.path.join(tmp, name + ".cwasm")
            subprocess.run(["wasmtime", "compile", os.path.abspath(wasm), "-o", cwasm], check=True)
            commands[name] = (["wasmtime", "run", "--allow-precompiled", "--dir=.", cwasm, "-n"], False)
    commands["PHP.wasm"] = (["node", runner], True)

    reference = {}
    for b in benches:
        p = subprocess.run([args.php, "-n", b + ".php"], cwd=BENCH_DIR, stdout=subprocess.PIPE)
        reference[b] = p.stdout
    times = {(b, m): [] for b in benches for m in commands}
    failed = {}
    for rnd in range(args.runs):
        print("round %d/%d" % (rnd + 1, args.runs), file=sys.stderr)
        for b in benches:
            for m, (cmd, inner) in commands.items():
                if (b, m) in failed:
                    continue
                secs, out = run_once(cmd + [b + ".php"], inner, TIMEOUT)
                if secs is None:
                    failed[(b, m)] = out
                elif out != reference[b]:
                    failed[(b, m)] = "output differs from php -n: %r" % out[:200]
                else:
                    times[(b, m)].append(secs)

    med = {k: statistics.median(v) for k, v in times.items() if v and k not in failed}
    cols = list(commands)
    # (wasm module, other column) pairs whose ratio is shown: the module's against PHP.wasm and
    # against native rphp, for the older module first when there is one.
    pairs = [(w, o) for w in ("before", "rphp.wasm") if w in commands for o in ("PHP.wasm", "rphp")]
    label = lambda w, o: "%s/%s" % ("wasm" if w == "rphp.wasm" else w, "native" if o == "rphp" else o)
    header = ["benchmark"] + ["%s s" % c for c in cols] + [label(w, o) for w, o in pairs]
    rows, ratios = [], {p: [] for p in pairs}
    for b in benches:
        row = [b] + ["%.3f" % med[(b, c)] if (b, c) in med else "FAIL" for c in cols]
        for w, other in pairs:
            if (b, w) in med and (b, other) in med:
                r = med[(b, w)] / med[(b, other)]
                ratios[(w, other)].append(r)
                row.append("%.2f" % r)
            else:
                row.append("-")
        rows.append(row)
    geo = lambda rs: "%.2f" % math.exp(sum(map(math.log, rs)) / len(rs)) if rs else "-"
    rows.append(["geomean"] + [""] * len(cols) + [geo(ratios[p]) for p in pairs])
    print(fmt_table(header, rows, args.markdown))
    print("\nmedian of %d run(s); wasm/PHP.wasm below 0.33 means rphp.wasm is over 3x faster" % args.runs)
    for (b, m), why in sorted(failed.items()):
        print("FAIL %s under %s: %s" % (b, m, why))


if __name__ == "__main__":
    main()
