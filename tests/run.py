#!/usr/bin/env python3
"""Run the differential corpus through rphp and compare with php's recordings.

Each case is run exactly as record.py ran php (see harness.py), with the rphp command
(shlex-split, so a prefix works: --rphp "wasmtime run --dir=/ target/rphp.wasm") in place of
php; stdout, stderr and the exit code must match the recording after normalisation.

tests/known-failures.txt lists cases that are allowed to fail, one per line:
    area/name  # reason
(blank lines and lines starting with # are ignored).  The list only shrinks: a listed case
that passes is an error (remove it), as is a listed case that does not exist.

Exit status is 1 if any unlisted case fails, a listed case passes, or a listed case is missing.
Nothing is written into the repository except by --update-known-failures.
"""
import argparse
import concurrent.futures
import difflib
import os
import shlex
import shutil
import sys

sys.dont_write_bytecode = True  # keep tests/ free of __pycache__
import harness  # noqa: E402

KNOWN = os.path.join(harness.TESTS_DIR, "known-failures.txt")


def read_known():
    """Returns ({case_id: reason}, [lines]) from known-failures.txt."""
    known = {}
    if os.path.exists(KNOWN):
        with open(KNOWN) as f:
            for line in f:
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                case_id, _, reason = line.partition("#")
                known[case_id.strip()] = reason.strip()
    return known


def write_known(known):
    with open(KNOWN, "w") as f:
        f.write("# Cases allowed to fail in tests/run.py (area/name  # reason). This list only shrinks.\n")
        for case_id in sorted(known):
            f.write("%s  # %s\n" % (case_id, known[case_id] or "TODO reason"))


def diff(case_id, expected, actual, max_lines):
    lines = []
    for label, e, a in (("stdout", expected[0], actual[0]), ("stderr", expected[1], actual[1])):
        if e != a:
            d = difflib.unified_diff(
                e.decode("utf-8", "backslashreplace").splitlines(True),
                a.decode("utf-8", "backslashreplace").splitlines(True),
                "%s.%s (php)" % (case_id, label), "%s.%s (rphp)" % (case_id, label))
            lines += [l if l.endswith("\n") else l + "\n\\ No newline at end of file\n" for l in d]
    if expected[2] != actual[2]:
        lines.append("exit code: php %d, rphp %d\n" % (expected[2], actual[2]))
    text = "".join(lines).splitlines(True)
    if len(text) > max_lines:
        text = text[:max_lines] + ["... (%d more diff lines)\n" % (len(text) - max_lines)]
    return "".join(text)


def read_differences(path):
    """A target's allowed differences, each line with its reason after `#`:
         exit-status FROM TO   php's exit status FROM is expected as TO on this target
         area/name             this case may differ on this target
    Returns ({from: to}, {case_id: reason})."""
    status_map, cases = {}, {}
    with open(path) as f:
        for line in f:
            body, _, reason = line.partition("#")
            words = body.split()
            if not words:
                continue
            if words[0] == "exit-status" and len(words) == 3:
                status_map[int(words[1])] = int(words[2])
            elif len(words) == 1:
                cases[words[0]] = reason.strip()
            else:
                sys.exit("run.py: cannot read %r in %s" % (line.strip(), path))
    return status_map, cases


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rphp", required=True, help="rphp command (shlex-split; may include a prefix like wasmtime)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--filter", action="append", default=[], help="only cases whose id contains SUBSTR (repeatable)")
    ap.add_argument("--show-diff", nargs="?", type=int, const=40, default=0, metavar="N",
                    help="print a unified diff (first N lines, default 40) for each failure")
    ap.add_argument("--update-known-failures", action="store_true",
                    help="rewrite known-failures.txt with the current failures (keeps existing reasons)")
    ap.add_argument("--differences", metavar="FILE",
                    help="a target's committed list of allowed differences (e.g. tests/wasi-differences.txt)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print every case's status")
    args = ap.parse_args()

    # Cases run with cwd = the case's directory, so relative paths in --rphp (the binary, or
    # the .wasm given to a wasmtime prefix) are made absolute first.
    binary = [os.path.abspath(a) if os.sep in a and not a.startswith("-") and os.path.exists(a) else a
              for a in shlex.split(args.rphp)]
    if not binary or not shutil.which(binary[0]):
        sys.exit("run.py: cannot find executable %r (from --rphp %r)" % (binary[:1], args.rphp))
    cases = harness.list_cases(args.filter)
    all_cases = set(harness.list_cases())
    known = read_known()
    status_map, target_cases = read_differences(args.differences) if args.differences else ({}, {})
    known.update(target_cases)
    alloc = harness.alloc_cases()

    def one(case_id):
        expected = harness.load_recording(case_id)
        if expected is None:
            return case_id, "not recorded (run tests/record.py)"
        try:
            actual = harness.run_case(case_id, binary)
        except TimeoutError as e:
            return case_id, str(e)
        except OSError as e:
            return case_id, "cannot run %s: %s" % (args.rphp, e)
        if expected[2] in status_map:
            expected = expected[:2] + (status_map[expected[2]],) + expected[3:]
        expected = harness.comparable(case_id, expected, alloc)
        actual = harness.comparable(case_id, actual, alloc)
        if expected == actual:
            return case_id, None
        what = [n for n, e, a in zip(("stdout", "stderr", "exit code"), expected, actual) if e != a]
        detail = diff(case_id, expected, actual, args.show_diff) if args.show_diff else ""
        return case_id, "differs in " + ", ".join(what) + ("\n" + detail if detail else "")

    failures = {}
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for case_id, problem in pool.map(one, cases):
            if problem:
                failures[case_id] = problem
            if args.verbose:
                print("%-50s %s" % (case_id, "ok" if not problem else "FAIL"))

    bad = 0
    for case_id in cases:
        if case_id in failures and case_id not in known:
            print("FAIL %s: %s" % (case_id, failures[case_id].rstrip()))
            bad += 1
        elif case_id in failures and args.show_diff:
            print("known failure %s: %s" % (case_id, failures[case_id].rstrip()))
    for case_id in sorted(known):
        if case_id not in all_cases:
            print("STALE %s is in known-failures.txt but no such case exists; remove it" % case_id)
            bad += 1
        elif case_id in cases and case_id not in failures:
            print("STALE %s passes now; remove it from known-failures.txt (the list only shrinks)" % case_id)
            bad += 1

    passed = len(cases) - len(failures)
    print("passed %d/%d (%d known failures, %d unexpected problems)"
          % (passed, len(cases), len([c for c in failures if c in known]), bad))

    if args.update_known_failures:
        # Entries for cases that were not run this time (--filter) are kept as they are.
        new = {c: r for c, r in known.items() if c in all_cases and c not in cases}
        new.update({c: known.get(c, "") for c in failures if c not in target_cases})
        write_known(new)
        print("wrote %s (%d entries)" % (os.path.relpath(KNOWN), len(new)))
        sys.exit(0)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
