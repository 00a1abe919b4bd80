#!/usr/bin/env python3
"""Benchmark rphp against php 8.2 in three configurations.

Why: rphp's users expect it to be fast, and "fast" only means something next to the php they
would otherwise run. Every bench/*.php program is run by rphp and by php in three modes:
    php      php -n                                   (plain interpreter)
    opcache  php -n + opcache, JIT disabled           (opcache.jit=disable)
    jit      php -n + opcache + tracing JIT           (opcache.jit_buffer_size=64M, opcache.jit=tracing)
Runs are interleaved in rounds (round i runs rphp, php, opcache, jit for every benchmark) so
that machine noise spreads evenly; the table shows the median wall time of N runs and the
ratios rphp/php-mode (below 1.0 means rphp is faster), plus the geometric mean of each ratio.
A run that fails (non-zero exit, or output different from `php -n`'s) is shown as FAIL.

  bench/run.py [--rphp CMD] [--runs N] [--only NAME] [--markdown] [--php PATH]
"""
import argparse
import glob
import math
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import time

BENCH_DIR = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(BENCH_DIR)
OPCACHE = ["-d", "zend_extension=opcache", "-d", "opcache.enable_cli=1"]
MODES = {
    "php": ["-n"],
    "opcache": ["-n"] + OPCACHE + ["-d", "opcache.jit=disable"],
    "jit": ["-n"] + OPCACHE + ["-d", "opcache.jit_buffer_size=64M", "-d", "opcache.jit=tracing"],
}
STATUS = ('$s = function_exists("opcache_get_status") ? opcache_get_status(false) : false;'
          'echo $s ? ("opcache=" . ($s["opcache_enabled"] ? "on" : "off") . " jit="'
          ' . (($s["jit"]["on"] ?? false) ? "on" : "off")) : "opcache=not-loaded jit=off";')
TIMEOUT = 300


def run_once(cmd, inner_time=False, timeout=TIMEOUT):
    """Returns (seconds, stdout) or (None, reason). With inner_time the seconds are the ones the
    command reports itself on stderr as a line "elapsed SECONDS" (to leave out its start-up)."""
    start = time.perf_counter()
    try:
        p = subprocess.run(cmd, cwd=BENCH_DIR, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout)
    except (OSError, subprocess.TimeoutExpired) as e:
        return None, str(e)
    elapsed = time.perf_counter() - start
    if p.returncode != 0:
        return None, "exit %d: %s" % (p.returncode, p.stderr.decode(errors="replace").strip()[:200])
    if inner_time:
        lines = [l for l in p.stderr.decode(errors="replace").splitlines() if l.startswith("elapsed ")]
        if not lines:
            return None, "no elapsed time reported"
        elapsed = float(lines[-1].split()[1])
    return elapsed, p.stdout


def fmt_table(header, rows, markdown):
    if markdown:
        lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
        lines += ["| " + " | ".join(r) + " |" for r in rows]
        return "\n".join(lines)
    widths = [max(len(r[i]) for r in [header] + rows) for i in range(len(header))]
    fmt = lambda r: "  ".join(c.ljust(w) if i == 0 else c.rjust(w) for i, (c, w) in enumerate(zip(r, widths)))
    return "\n".join([fmt(header), "  ".join("-" * w for w in widths)] + [fmt(r) for r in rows])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rphp", default=os.path.join(ROOT, "target", "release", "rphp"),
                    help="rphp command, shlex-split (default: target/release/rphp)")
    ap.add_argument("--php", default=shutil.which("php") or "php")
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--only", action="append", default=[], help="benchmark name (repeatable), e.g. fib")
    ap.add_argument("--markdown", action="store_true", help="print a Markdown table")
    args = ap.parse_args()

    benches = sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(BENCH_DIR, "*.php")))
    if args.only:
        unknown = set(args.only) - set(benches)
        if unknown:
            sys.exit("unknown benchmark(s): %s (have: %s)" % (", ".join(sorted(unknown)), ", ".join(benches)))
        benches = [b for b in benches if b in args.only]

    rphp = [os.path.abspath(a) if os.sep in a and not a.startswith("-") and os.path.exists(a) else a
            for a in shlex.split(args.rphp)]
    rphp_ok = bool(rphp) and shutil.which(rphp[0]) is not None
    commands = {"php": [args.php] + MODES["php"], "opcache": [args.php] + MODES["opcache"],
                "jit": [args.php] + MODES["jit"]}
    if rphp_ok:
        commands = {"rphp": rphp + ["-n"], **commands}
    else:
        print("note: rphp not found (%s); its column shows 'missing'" % args.rphp, file=sys.stderr)

    # Prove that the three php modes really are different configurations.
    for mode in ("php", "opcache", "jit"):
        p = subprocess.run(commands[mode] + ["-r", STATUS], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        print("%-8s %s   (%s)" % (mode, p.stdout.decode(errors="replace").strip(),
                                  " ".join(shlex.quote(c) for c in commands[mode])), file=sys.stderr)

    times = {(b, m): [] for b in benches for m in commands}
    outputs = {}   # (bench, mode) -> the distinct outputs seen
    failed = {}
    for rnd in range(args.runs):
        print("round %d/%d" % (rnd + 1, args.runs), file=sys.stderr)
        for b in benches:
            for m in commands:
                if (b, m) in failed:
                    continue
                secs, out = run_once(commands[m] + [b + ".php"])
                if secs is None:
                    failed[(b, m)] = out
                    continue
                times[(b, m)].append(secs)
                outputs.setdefault((b, m), set()).add(out)

    # Every run's output must equal php -n's (checked after the rounds, since rphp runs first).
    med = {}
    for (b, m), ts in times.items():
        if (b, m) in failed:
            continue
        reference = outputs.get((b, "php"), set())
        if len(reference) != 1:
            failed[(b, m)] = "php -n failed or was not deterministic; nothing to compare with"
        elif outputs[(b, m)] != reference:
            bad = sorted(outputs[(b, m)] - reference)[0]
            failed[(b, m)] = "output differs from php -n: %r" % bad[:200]
        else:
            med[(b, m)] = statistics.median(ts)

    cols = ["rphp", "php", "opcache", "jit"]
    header = ["benchmark"] + ["%s s" % c for c in cols] + ["rphp/php", "rphp/opcache", "rphp/jit"]
    rows = []
    ratios = {m: [] for m in ("php", "opcache", "jit")}
    for b in benches:
        row = [b]
        for c in cols:
            if c == "rphp" and not rphp_ok:
                row.append("missing")
            elif (b, c) in med:
                row.append("%.3f" % med[(b, c)])
            else:
                row.append("FAIL")
        for m in ("php", "opcache", "jit"):
            if (b, "rphp") in med and (b, m) in med:
                r = med[(b, "rphp")] / med[(b, m)]
                ratios[m].append(r)
                row.append("%.2f" % r)
            else:
                row.append("-" if not rphp_ok else "FAIL")
        rows.append(row)
    geo = ["geomean"] + [""] * len(cols)
    for m in ("php", "opcache", "jit"):
        rs = ratios[m]
        geo.append("%.2f" % math.exp(sum(map(math.log, rs)) / len(rs)) if rs else "-")
    rows.append(geo)

    print(fmt_table(header, rows, args.markdown))
    print("\nmedian wall time of %d run(s); ratio < 1 means rphp is faster" % args.runs)
    for (b, m), why in sorted(failed.items()):
        print("FAIL %s under %s: %s" % (b, m, why))
    # A failing php mode means the environment is broken, not rphp: signal it.
    sys.exit(1 if any(m != "rphp" for (_, m) in failed) else 0)


if __name__ == "__main__":
    main()
