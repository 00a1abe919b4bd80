#!/usr/bin/env bash
# Builds a profile-guided (PGO) native rphp: target/pgo/rphp.
#
# Why: the interpreter's hot paths are one huge dispatch loop whose block
# layout, inlining and register allocation LLVM guesses without a profile,
# and the call- and object-heavy benchmarks move by tens of percent with
# layout alone. Trained on the benchmark programs and the whole differential
# corpus, the profile-guided build runs 0.6-7% fewer instructions on most
# of bench/ (callgrind) and was 9% faster in geometric mean in one
# interleaved wall-clock comparison (per program 0.68-1.37, on a shared,
# noisy machine: figures in issue 2's notes). It is an option for measuring
# and for packagers, not (yet) the default build. The profile only changes
# optimisation choices, never behaviour: check the result with
# `python3 tests/run.py --rphp target/pgo/rphp`.
#
#   scripts/build-pgo.sh            # then: python3 bench/run.py --rphp target/pgo/rphp
#
# Needs rustup's llvm-tools component (llvm-profdata); installed if missing.
# CARGO_TARGET_DIR is honoured for the two builds (instrumented, then optimised).
set -euo pipefail
cd "$(dirname "$0")/.."

target_dir=${CARGO_TARGET_DIR:-target}
out=target/pgo
mkdir -p "$out"
# (Not under /tmp: corpus cases create and remove temporary files there.)
profiles=$(realpath -m "$target_dir/pgo-profiles")
rm -rf "$profiles"
mkdir -p "$profiles"

rustup component list --installed | grep -q '^llvm-tools' || rustup component add llvm-tools
host=$(rustc -vV | sed -n 's/^host: //p')
profdata="$(rustc --print sysroot)/lib/rustlib/$host/bin/llvm-profdata"

echo "==> instrumented build"
RUSTFLAGS="-Cprofile-generate=$profiles" cargo build --release -p rphp \
  --target-dir "$target_dir/pgo-gen"
gen="$target_dir/pgo-gen/release/rphp"

echo "==> training: bench/*.php, then the corpus"
for f in bench/*.php; do
  "$gen" -n "$f" >/dev/null
done
# (Only the profile matters here: the instrumented binary's output differs
# from php's where a case lists the environment, which the profiling runtime
# adds a variable to, so the corpus's verdict is ignored.)
python3 tests/run.py --rphp "$gen" >/dev/null || true

echo "==> optimised build"
"$profdata" merge -o "$profiles/merged.profdata" "$profiles"/*.profraw
RUSTFLAGS="-Cprofile-use=$profiles/merged.profdata" cargo build --release -p rphp \
  --target-dir "$target_dir/pgo-use"
cp "$target_dir/pgo-use/release/rphp" "$out/rphp"
echo "==> $out/rphp"
