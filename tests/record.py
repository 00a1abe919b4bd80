#!/usr/bin/env python3
"""Record the expected behaviour of every corpus case from real php 8.2.

Expected outputs are never typed by hand: this script runs `php -n` on each case (see
harness.py for exactly how) and writes name.out / name.err / name.exit next to it.

  tests/record.py                    record every case
  tests/record.py syntax/ values/x   record only cases whose id contains one of the substrings
  tests/record.py --check            re-run php on every case and exit 1 listing each case whose
                                     recording differs from php's current output (CI runs this)
  --php PATH                         php binary to use (default: php on PATH)
"""
import argparse
import concurrent.futures
import shutil
import sys

sys.dont_write_bytecode = True  # keep tests/ free of __pycache__
import harness  # noqa: E402


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("filters", nargs="*", help="substrings of case ids to record")
    ap.add_argument("--check", action="store_true", help="verify recordings instead of writing them")
    ap.add_argument("--php", default=shutil.which("php") or "php")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args()

    cases = harness.list_cases(args.filters)
    if not cases:
        sys.exit("no cases match")
    alloc = harness.alloc_cases()
    problems = []

    def one(case_id):
        try:
            result = harness.run_case(case_id, [args.php])
        except TimeoutError as e:
            return case_id, str(e)
        if not args.check:
            harness.save_recording(case_id, result)
            return case_id, None
        recorded = harness.load_recording(case_id)
        if recorded is None:
            return case_id, "not recorded"
        if harness.comparable(case_id, recorded, alloc) != harness.comparable(case_id, result, alloc):
            return case_id, "recording differs from php's current output"
        return case_id, None

    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        for case_id, problem in pool.map(one, cases):
            if problem:
                problems.append((case_id, problem))
    if args.check and not args.filters:
        problems += [(f, "recording without a case script (delete it)") for f in harness.orphan_recordings()]
    for case_id, problem in problems:
        print("%s: %s" % (case_id, problem))
    verb = "checked" if args.check else "recorded"
    print("%s %d cases, %d problems" % (verb, len(cases), len(problems)))
    if not args.check and harness.orphan_recordings():
        print("note: recordings without a case script: " + " ".join(harness.orphan_recordings()))
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
