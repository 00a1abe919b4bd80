#!/usr/bin/env python3
"""Report which of PHP 8.2's internal functions and classes rphp does not provide yet.

PHP's list is recorded once from real php into tools/php82-functions.txt
("<extension> <function>" per line, as `php -n` loads them plus the shared
extensions rphp has built in, ctype and mbstring):

    python3 tools/whats_left.py --record        # needs php 8.2 on PATH

rphp's list comes from the builtin declarations in the source: every
`name: "..."` field of a `Builtin` (and table macros such as `ctype!("...")`)
under core/ext/src and core/vm/src, test modules excluded.

Classes and interfaces: PHP's are recorded with the functions into
tools/php82-classes.txt ("<extension> <Class>" per line); rphp has a class when
its exact name appears as a string literal in core/vm/src (the built-in class
tables: SPL's `NativeClass`, the throwables, Closure, Generator, ...).

    python3 tools/whats_left.py                 # writes WHATS_LEFT.md at the repo root
    python3 tools/whats_left.py --check         # exit 1 if WHATS_LEFT.md is stale
"""
import argparse
import os
import re
import subprocess
import sys

TOOLS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(TOOLS)
PHP_LIST = os.path.join(TOOLS, "php82-functions.txt")
PHP_CLASSES = os.path.join(TOOLS, "php82-classes.txt")
VM_SOURCES = os.path.join(ROOT, "core", "vm", "src")
REPORT = os.path.join(ROOT, "WHATS_LEFT.md")
SOURCES = [os.path.join(ROOT, "core", "ext", "src"), os.path.join(ROOT, "core", "vm", "src")]

CLASS_RECORDER = r'''
foreach (array_merge(get_declared_classes(), get_declared_interfaces()) as $c) {
    $r = new ReflectionClass($c);
    if ($r->isInternal()) {
        echo strtolower($r->getExtensionName() ?: "core"), " ", $c, "\n";
    }
}
'''
# A class name, namespaced ones written with Rust's escaped backslash (`"Random\\Randomizer"`).
STR_LITERAL = re.compile(r'"([A-Za-z_][A-Za-z0-9_]*(?:\\\\[A-Za-z_][A-Za-z0-9_]*)*)"')

RECORDER = r'''
foreach (get_loaded_extensions() as $e) {
    foreach ((new ReflectionExtension($e))->getFunctions() as $f) {
        echo strtolower($e), " ", strtolower($f->name), "\n";
    }
}
'''

# `name: "strlen"` in a Builtin record, or a table macro/helper call opening a line: `ctype!("ctype_digit", ...`.
NAME_FIELD = re.compile(r'\bname:\s*"([a-z0-9_]+)"')
TABLE_CALL = re.compile(r'^\s*[a-z0-9_]+!?\(\s*"([a-z0-9_]+)"\s*,(?!\s*ParamType)', re.M)
# An inline test module (`mod tests {`); `mod tests;` declares a file of its own.
TEST_MODULE = re.compile(r'#\[cfg\(test\)\]\s*mod tests\s*\{')


# Shared extensions rphp has built in; `php -n` loads none, so they are named.
EXTENSIONS = ["-d", "extension=ctype", "-d", "extension=mbstring"]


def record(php):
    out = subprocess.run([php, "-n", *EXTENSIONS, "-r", RECORDER], check=True, capture_output=True, text=True).stdout
    lines = sorted(set(l for l in out.splitlines() if l.strip()))
    with open(PHP_LIST, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("recorded %d functions into %s" % (len(lines), os.path.relpath(PHP_LIST, ROOT)))
    out = subprocess.run([php, "-n", *EXTENSIONS, "-r", CLASS_RECORDER], check=True, capture_output=True, text=True).stdout
    lines = sorted(set(l for l in out.splitlines() if l.strip()))
    with open(PHP_CLASSES, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("recorded %d classes into %s" % (len(lines), os.path.relpath(PHP_CLASSES, ROOT)))


def php_functions():
    by_ext = {}
    with open(PHP_LIST) as f:
        for line in f:
            ext, _, name = line.strip().partition(" ")
            if name:
                by_ext.setdefault(ext, set()).add(name)
    return by_ext


def php_classes():
    by_ext = {}
    if not os.path.exists(PHP_CLASSES):
        return by_ext
    with open(PHP_CLASSES) as f:
        for line in f:
            ext, _, name = line.strip().partition(" ")
            if name:
                by_ext.setdefault(ext, set()).add(name)
    return by_ext


# php's own name lists (spl_classes(), get_declared_classes()'s order), filtered at run time
# to what rphp has: their names say nothing about what rphp provides.
NAME_LISTS = os.path.join(VM_SOURCES, "introspect")


def rphp_literals():
    names = set()
    for dirpath, _, files in os.walk(VM_SOURCES):
        if dirpath.startswith(NAME_LISTS):
            continue
        for fn in files:
            if not fn.endswith(".rs"):
                continue
            with open(os.path.join(dirpath, fn), encoding="utf-8") as f:
                text = f.read()
            m = TEST_MODULE.search(text)
            if m:
                text = text[:m.start()]
            names.update(n.replace("\\\\", "\\") for n in STR_LITERAL.findall(text))
    return names


def rphp_builtins():
    names = set()
    for base in SOURCES:
        for dirpath, _, files in os.walk(base):
            for fn in files:
                if not fn.endswith(".rs") or fn in ("testing.rs",):
                    continue
                with open(os.path.join(dirpath, fn), encoding="utf-8") as f:
                    text = f.read()
                m = TEST_MODULE.search(text)
                if m:
                    text = text[:m.start()]
                names.update(NAME_FIELD.findall(text))
                names.update(TABLE_CALL.findall(text))
    return names


def render_classes(by_ext, literals):
    if not by_ext:
        return []
    have = {n for names in by_ext.values() for n in names if n in literals}
    total = sum(len(v) for v in by_ext.values())
    lines = [
        "",
        "# Classes and interfaces",
        "",
        "**%d of %d classes and interfaces (%.1f%%)**" % (len(have), total, 100.0 * len(have) / max(total, 1)),
        "",
        "| extension | have | total | missing |",
        "|---|---:|---:|---:|",
    ]
    order = sorted(by_ext, key=lambda e: (-len(by_ext[e] - have), e))
    for ext in order:
        names = by_ext[ext]
        lines.append("| %s | %d | %d | %d |" % (ext, len(names & have), len(names), len(names - have)))
    for ext in order:
        missing = sorted(by_ext[ext] - have)
        if missing:
            lines += ["", "## %s classes (%d missing)" % (ext, len(missing)), ""]
            lines.append(", ".join("`%s`" % n for n in missing))
    return lines


def render(by_ext, have):
    all_php = set().union(*by_ext.values())
    total = len(all_php)
    done = len(all_php & have)
    lines = [
        "# What's left",
        "",
        "PHP 8.2 internal functions and classes (as `php -n` loads them) that rphp does not provide yet.",
        "Generated by `python3 tools/whats_left.py` from tools/php82-functions.txt and the",
        "builtin declarations in core/ext and core/vm; do not edit by hand.",
        "",
        "**%d of %d functions (%.1f%%)**" % (done, total, 100.0 * done / max(total, 1)),
        "",
        "| extension | have | total | missing |",
        "|---|---:|---:|---:|",
    ]
    order = sorted(by_ext, key=lambda e: (-len(by_ext[e] - have), e))
    for ext in order:
        names = by_ext[ext]
        lines.append("| %s | %d | %d | %d |" % (ext, len(names & have), len(names), len(names - have)))
    for ext in order:
        missing = sorted(by_ext[ext] - have)
        if not missing:
            continue
        lines += ["", "## %s (%d missing)" % (ext, len(missing)), ""]
        lines.append(", ".join("`%s`" % n for n in missing))
    extra = sorted(have - all_php)
    if extra:
        lines += ["", "## rphp builtins PHP does not have", "", ", ".join("`%s`" % n for n in extra)]
    lines += render_classes(php_classes(), rphp_literals())
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--record", action="store_true", help="re-record tools/php82-functions.txt from php")
    ap.add_argument("--php", default="php", help="the php binary for --record")
    ap.add_argument("--check", action="store_true", help="fail if WHATS_LEFT.md is not up to date")
    args = ap.parse_args()
    if args.record:
        record(args.php)
    text = render(php_functions(), rphp_builtins())
    if args.check:
        current = open(REPORT).read() if os.path.exists(REPORT) else ""
        if current != text:
            print("WHATS_LEFT.md is stale: run python3 tools/whats_left.py", file=sys.stderr)
            return 1
        return 0
    with open(REPORT, "w") as f:
        f.write(text)
    print(text.split("\n")[6])
    return 0


if __name__ == "__main__":
    sys.exit(main())
