"""Shared helpers for tests/record.py and tests/run.py.

The corpus is differential: every case under tests/cases/<area>/<name>.php is run by real
php 8.2 (record.py) and by rphp (run.py) in exactly the same way, and the two must agree
byte for byte on stdout, stderr and exit code.  Keeping the "how a case is run" and "how
outputs are normalised" logic in this one module is what guarantees that the recorder and
the runner can never drift apart.

How a case is run:   <binary...> -n <flags from name.flags> name.php <args from name.argv>
  - cwd is the case's own directory and the script is passed by its bare file name;
  - stdin is name.stdin if present, otherwise empty (/dev/null);
  - the environment is a small fixed one (see ENV) plus PWD = the cwd, so the host's LANG
    etc. don't leak in (a WASI guest starts from PWD, having no cwd of its own);
Recorded files:      name.out (stdout, always), name.err (stderr, only if non-empty),
                     name.exit (exit code + newline, only if non-zero).
Normalisation:       the absolute path of the repository root becomes %ROOT% (and a printed
                     string length that counts it counts 6 bytes for it); for cases
                     listed in tests/normalize-alloc.txt, "(tried to allocate N bytes)"
                     has its number replaced by N (comparison only).
"""
import os
import re
import signal
import subprocess

TESTS_DIR = os.path.dirname(os.path.abspath(__file__))
CASES_DIR = os.path.join(TESTS_DIR, "cases")
ROOT = os.path.dirname(TESTS_DIR)
TIMEOUT = 10  # seconds per case
ENV = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LC_ALL": "C", "TZ": "UTC"}
ALLOC_RE = re.compile(rb"\(tried to allocate \d+ bytes\)")


def list_cases(filters=()):
    """Case ids ("area/name"), sorted; a filter keeps ids containing any of the substrings."""
    ids = []
    for area in sorted(os.listdir(CASES_DIR)):
        d = os.path.join(CASES_DIR, area)
        if not os.path.isdir(d):
            continue
        for f in sorted(os.listdir(d)):
            if f.endswith(".php") and os.path.isfile(os.path.join(d, f)):
                ids.append(area + "/" + f[:-4])
    if filters:
        ids = [i for i in ids if any(s in i for s in filters)]
    return ids


def orphan_recordings():
    """Recording files (.out/.err/.exit) whose case script no longer exists."""
    orphans = []
    for dirpath, _, files in os.walk(CASES_DIR):
        for f in files:
            stem, ext = os.path.splitext(f)
            if ext in (".out", ".err", ".exit") and not os.path.exists(os.path.join(dirpath, stem + ".php")):
                orphans.append(os.path.relpath(os.path.join(dirpath, f), CASES_DIR))
    return sorted(orphans)


def case_path(case_id, ext):
    return os.path.join(CASES_DIR, case_id + ext)


def _read(path, binary=True):
    if not os.path.exists(path):
        return None
    with open(path, "rb") as f:
        data = f.read()
    return data if binary else data.decode()


def command_for(case_id, binary_argv):
    flags = _read(case_path(case_id, ".flags"), binary=False) or ""
    argv = _read(case_path(case_id, ".argv"), binary=False) or ""
    name = os.path.basename(case_id) + ".php"
    return list(binary_argv) + ["-n"] + flags.split() + [name] + argv.split()


def run_case(case_id, binary_argv):
    """Run one case; returns (stdout, stderr, exit_code) normalised, or raises TimeoutError."""
    cmd = command_for(case_id, binary_argv)
    stdin_path = case_path(case_id, ".stdin")
    stdin = open(stdin_path, "rb") if os.path.exists(stdin_path) else subprocess.DEVNULL
    try:
        # A session of its own, so that a timeout kills the whole process group (e.g. a
        # wrapper such as wasmtime and its children), not just the direct child.
        cwd = os.path.dirname(case_path(case_id, ".php"))
        # PWD as a shell would set it: a WASI guest has no cwd of its own and starts from it.
        p = subprocess.Popen(cmd, cwd=cwd, env=dict(ENV, PWD=cwd),
                             stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                             start_new_session=True)
        try:
            out, err = p.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            os.killpg(p.pid, signal.SIGKILL)
            p.communicate()
            raise TimeoutError("timed out after %ds: %s" % (TIMEOUT, " ".join(cmd)))
    finally:
        if stdin is not subprocess.DEVNULL:
            stdin.close()
    return normalise_root(out), normalise_root(err), p.returncode


def normalise_root(data):
    for root in {ROOT, os.path.realpath(ROOT)}:
        data = _relength(data, root.encode())
        data = data.replace(root.encode(), b"%ROOT%")
    return data


# A string's printed length (var_dump's `string(N) "`, serialize's `s:N:"`) counts the
# checkout's path; rewritten as if the path were the 6 bytes "%ROOT%", so a case that dumps
# a path compares equal wherever the repository is cloned.
LENGTH_PREFIX_RE = re.compile(rb'(string\(|s:)(\d+)(\) "|:")')


def _relength(data, root):
    if root not in data:
        return data

    def fix(m):
        n = int(m.group(2))
        k = data[m.end():m.end() + n].count(root)
        return m.group(1) + str(n - k * (len(root) - 6)).encode() + m.group(3)

    return LENGTH_PREFIX_RE.sub(fix, data)


def alloc_cases():
    text = _read(os.path.join(TESTS_DIR, "normalize-alloc.txt"), binary=False) or ""
    return {l.split("#")[0].strip() for l in text.splitlines()} - {""}


def comparable(case_id, result, alloc=None):
    """The form in which results are compared (applies the per-case alloc normalisation)."""
    out, err, code = result
    if case_id in (alloc if alloc is not None else alloc_cases()):
        out, err = ALLOC_RE.sub(b"(tried to allocate N bytes)", out), \
                   ALLOC_RE.sub(b"(tried to allocate N bytes)", err)
    return out, err, code


def load_recording(case_id):
    out = _read(case_path(case_id, ".out"))
    if out is None:
        return None
    err = _read(case_path(case_id, ".err")) or b""
    code = _read(case_path(case_id, ".exit"), binary=False)
    return out, err, int(code) if code else 0


def save_recording(case_id, result):
    out, err, code = result
    with open(case_path(case_id, ".out"), "wb") as f:
        f.write(out)
    for ext, data in ((".err", err), (".exit", ("%d\n" % code).encode() if code else b"")):
        path = case_path(case_id, ext)
        if data:
            with open(path, "wb") as f:
                f.write(data)
        elif os.path.exists(path):
            os.remove(path)
