#!/usr/bin/env python3
"""Report which of PHP 8.2's internal functions and classes rphp does not provide yet.

PHP's list is recorded once from real php into tools/php82-functions.txt
("<extension> <function>" per line, as `php -n` loads them plus the shared
extensions rphp has built in, ctype and mbstring):

    python3 tools/whats_left.py --record        # needs php 8.2 on PATH

rphp's list comes from the builtin declarations in the source: the `name`
of every `Builtin`/`EngineBuiltin` struct literal, and the first argument of
calls to the macros and helper functions that build one (`ctype!("...")`),
under core/ext/src, core/vm/src, core/vmlib/src and core/engine/src, test modules excluded.

Classes and interfaces: PHP's are recorded with the functions into
tools/php82-classes.txt ("<extension> <Class>" per line); rphp has a class when
its exact name appears as a string literal in core/vm/src or core/vmlib/src (the built-in class
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
# rphp-vmlib: the cold built-in libraries (date, reflection, most of the SPL) split out of rphp-vm.
VMLIB_SOURCES = os.path.join(ROOT, "core", "vmlib", "src")
REPORT = os.path.join(ROOT, "WHATS_LEFT.md")
REASONS = os.path.join(TOOLS, "whats_left_reasons.txt")
# core/engine holds the builtins that need the lexer (highlight_string, ...).
SOURCES = [os.path.join(ROOT, "core", p, "src") for p in ("ext", "vm", "vmlib", "engine")]

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

# A builtin is declared as a `Builtin { name: "strlen", ... }` / `EngineBuiltin { name: ... }`
# struct literal, or through a helper that builds one from its first argument: a
# `macro_rules! f { ($name:literal, ...) => { Builtin { name: $name, ... } } }` or a
# `fn mixed1(name: &'static str, ...) -> Builtin { Builtin { name, ... } }`, called as
# `f!("name", ...)` / `mixed1("name", ...)`. Only calls of such helpers count: a string
# that opens some other call (`put("hours", ...)`, a table row) names no function.
BUILTIN_LITERAL = re.compile(r'\b(?:Builtin|EngineBuiltin)\s*\{\s*name:\s*"([a-z0-9_]+)"')
MACRO_DEF = re.compile(r'macro_rules!\s*([a-z0-9_]+)\s*\{')
HELPER_FN = re.compile(r'\bfn\s+([a-z0-9_]+)\s*\(\s*name:\s*&\'static str[^)]*\)\s*->\s*(?:Builtin|EngineBuiltin)\b')
MACRO_BUILDS = re.compile(r'\b(?:Builtin|EngineBuiltin)\s*\{\s*name:\s*\$name\b')
# Engine trampolines (`__call`, `__callStatic`) are `EngineBuiltin`s the VM calls
# itself; they are never registered as functions.
TRAMPOLINE = re.compile(r'^__')
COMMENT_LINE = re.compile(r'^\s*//.*$', re.M)
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


def load_reasons():
    """`{"ext": {...}, "fn": {...}, "class": {...}}` from tools/whats_left_reasons.txt."""
    reasons = {"ext": {}, "fn": {}, "class": {}}
    if not os.path.exists(REASONS):
        return reasons
    with open(REASONS, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            key, sep, why = line.partition(": ")
            if not sep or not why.strip():
                sys.exit("%s:%d: expected `<name>: <reason>`" % (os.path.relpath(REASONS, ROOT), n))
            kind, _, name = key.rpartition(":")
            kind = kind or "fn"
            if kind not in reasons:
                sys.exit("%s:%d: unknown kind %r" % (os.path.relpath(REASONS, ROOT), n, kind))
            reasons[kind][name if kind == "class" else name.lower()] = why.strip()
    return reasons


def stale_reasons(reasons, by_ext, have, class_ext, classes_have):
    """Entries that name something rphp provides or php does not have."""
    stale = []
    all_php = set().union(*by_ext.values())
    for name in reasons["fn"]:
        if name not in all_php or name in have:
            stale.append(name)
    for ext in reasons["ext"]:
        if ext not in by_ext and ext not in class_ext:
            stale.append("ext:" + ext)
        elif not (by_ext.get(ext, set()) - have) and not (class_ext.get(ext, set()) - classes_have):
            stale.append("ext:" + ext)
    all_classes = set().union(*class_ext.values()) if class_ext else set()
    for name in reasons["class"]:
        if name not in all_classes or name in classes_have:
            stale.append("class:" + name)
    return stale


def missing_lines(missing, ext_reason, item_reasons):
    """The body of one extension's section: its reason, then the gaps grouped by reason."""
    lines = []
    if ext_reason:
        lines += ["Why: " + ext_reason, ""]
    plain = [n for n in missing if n not in item_reasons]
    if plain:
        lines.append(", ".join("`%s`" % n for n in plain))
    groups = {}
    for n in missing:
        if n in item_reasons:
            groups.setdefault(item_reasons[n], []).append(n)
    if groups:
        if plain:
            lines.append("")
        lines.append("Lacking on purpose:")
        lines.append("")
        for why in sorted(groups, key=lambda w: groups[w][0]):
            lines.append("- %s: %s" % (", ".join("`%s`" % n for n in groups[why]), why))
    return lines


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
    walks = [w for d in (VM_SOURCES, VMLIB_SOURCES) for w in os.walk(d)]
    for dirpath, _, files in walks:
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


def source_texts():
    """Each Rust source under SOURCES, inline test modules and comment lines cut off
    (a doc comment showing a macro's use must not count as a builtin)."""
    for base in SOURCES:
        for dirpath, _, files in os.walk(base):
            for fn in sorted(files):
                if not fn.endswith(".rs") or fn in ("testing.rs",):
                    continue
                with open(os.path.join(dirpath, fn), encoding="utf-8") as f:
                    text = f.read()
                m = TEST_MODULE.search(text)
                if m:
                    text = text[:m.start()]
                yield COMMENT_LINE.sub("", text)


def macro_body(text, start):
    """The text of the braced block that opens at or after `start`."""
    i = text.index("{", start)
    depth = 0
    for j in range(i, len(text)):
        if text[j] == "{":
            depth += 1
        elif text[j] == "}":
            depth -= 1
            if depth == 0:
                return text[i:j + 1]
    return text[i:]


def rphp_builtins():
    texts = list(source_texts())
    # Helpers are collected over every file first: a macro defined in a module is
    # used by its submodules (mbstring's `b!`).
    macros, fns = set(), set()
    for text in texts:
        fns.update(HELPER_FN.findall(text))
        for m in MACRO_DEF.finditer(text):
            if MACRO_BUILDS.search(macro_body(text, m.end() - 1)):
                macros.add(m.group(1))
    calls = [re.compile(r'\b%s!\(\s*"([a-z0-9_]+)"' % re.escape(h)) for h in sorted(macros)]
    calls += [re.compile(r'\b%s\(\s*"([a-z0-9_]+)"' % re.escape(h)) for h in sorted(fns)]
    names = set()
    for text in texts:
        names.update(BUILTIN_LITERAL.findall(text))
        for call in calls:
            names.update(call.findall(text))
    return {n for n in names if not TRAMPOLINE.match(n)}


def render_classes(by_ext, have, reasons):
    if not by_ext:
        return []
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
            lines += missing_lines(missing, reasons["ext"].get(ext), reasons["class"])
    return lines


def render(by_ext, have, reasons, class_ext, classes_have):
    all_php = set().union(*by_ext.values())
    total = len(all_php)
    done = len(all_php & have)
    lines = [
        "# What's left",
        "",
        "PHP 8.2 internal functions and classes (as `php -n` loads them) that rphp does not provide yet.",
        "Generated by `python3 tools/whats_left.py` from tools/php82-functions.txt, the",
        "builtin declarations in core/ext, core/vm, core/vmlib and core/engine and the reasons in",
        "tools/whats_left_reasons.txt (what rphp lacks on purpose, and why); do not edit by hand.",
        "A gap listed without a reason is simply not done yet.",
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
        lines += missing_lines(missing, reasons["ext"].get(ext), reasons["fn"])
    extra = sorted(have - all_php)
    if extra:
        lines += ["", "## rphp builtins PHP does not have", "", ", ".join("`%s`" % n for n in extra)]
    lines += render_classes(class_ext, classes_have, reasons)
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--record", action="store_true", help="re-record tools/php82-functions.txt from php")
    ap.add_argument("--php", default="php", help="the php binary for --record")
    ap.add_argument("--check", action="store_true", help="fail if WHATS_LEFT.md is not up to date")
    args = ap.parse_args()
    if args.record:
        record(args.php)
    by_ext, have = php_functions(), rphp_builtins()
    class_ext = php_classes()
    literals = rphp_literals()
    classes_have = {n for names in class_ext.values() for n in names if n in literals}
    reasons = load_reasons()
    stale = stale_reasons(reasons, by_ext, have, class_ext, classes_have)
    if stale:
        print("tools/whats_left_reasons.txt names what rphp provides or php lacks: %s" % ", ".join(stale),
              file=sys.stderr)
        return 1
    text = render(by_ext, have, reasons, class_ext, classes_have)
    if args.check:
        current = open(REPORT).read() if os.path.exists(REPORT) else ""
        if current != text:
            print("WHATS_LEFT.md is stale: run python3 tools/whats_left.py", file=sys.stderr)
            return 1
        return 0
    with open(REPORT, "w") as f:
        f.write(text)
    print(next(l for l in text.split("\n") if l.startswith("**")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
