#!/usr/bin/env bash
# Builds rphp.wasm: `cargo build` for wasm32-wasip1, then Binaryen's wasm-opt
# over the linked module, in place (target/wasm32-wasip1/release/rphp.wasm).
# Prints the size raw and gzipped.
#   wasi/build.sh            (CARGO_TARGET_DIR or ./target is the target dir)
#   RPHP_WASM_OPT=none wasi/build.sh   (skip wasm-opt: cargo's module as is)
#
# Why wasm-opt: rustc's module spends most of its time in the interpreter's
# dispatch loop, one very large function. Wasmtime's Cranelift allocates its
# registers with little room, and on LLVM's output it shuffles dozens of
# spilled loop values at every back edge of that loop; Binaryen's -O3
# (local coalescing and simplification, code folding) removes most of those
# moves: calls.php and fib.php run about 1.8x faster under wasmtime, the
# module is 10% smaller. See wasi/README.md, "Build and speed".
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}
out="$target_dir/wasm32-wasip1/release/rphp.wasm"
stamp="$out.wasm-opt"
opt=${RPHP_WASM_OPT:--O3}

cargo build --release --manifest-path wasi/Cargo.toml --target wasm32-wasip1 --target-dir "$target_dir"
# cargo hard-links its module to rphp.wasm again on every build, even when
# nothing changed, so the optimized module is kept beside it (rphp.wasm.opt)
# and wasm-opt runs again only when cargo's module or the flags change.
if [ "$opt" != none ]; then
  key="$opt $(stat -L -c '%i %s %Y' "$out")"
  if [ ! -f "$out.opt" ] || [ "$(cat "$stamp" 2>/dev/null)" != "$key" ]; then
    # The crate is built with strip = true, so wasm-opt is told the features
    # rustc enables by default for wasm32-wasip1 (the target_features section
    # is stripped), and SIMD, which core/regex/src/bytes.rs enables for its
    # byte searches only.
    wasm-opt $opt --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals --enable-multivalue --enable-reference-types --enable-simd \
      "$out" -o "$out.opt"
    chmod +x "$out.opt"
    echo "$key" >"$stamp"
  fi
  # A new file, not a rewrite: rphp.wasm is a hard link to cargo's module.
  cp -p "$out.opt" "$out.tmp"
  mv "$out.tmp" "$out"
fi
raw=$(stat -c %s "$out")
gz=$(gzip -9c "$out" | wc -c)
awk -v r="$raw" -v g="$gz" -v f="$out" 'BEGIN { printf "%s: %d bytes (%.2f MB), gzip -9: %d bytes (%.2f MB)\n", f, r, r / 1048576, g, g / 1048576 }'
