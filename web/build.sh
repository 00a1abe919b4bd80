#!/usr/bin/env bash
# Builds the npm package into web/pkg: rphp-web for wasm32-unknown-unknown,
# wasm-bindgen --target web (the CLI must be 0.2.130, like the crate),
# wasm-opt -O3, then the hand-written API (js/) beside the bindings.
# Prints the .wasm size raw and gzipped.
#   web/build.sh            (CARGO_TARGET_DIR or ./target is the target dir)
set -euo pipefail
cd "$(dirname "$0")/.."
target_dir=${CARGO_TARGET_DIR:-target}

# Binaryen 108 (Debian 12's wasm-opt) breaks wasm-bindgen's externref table
# (a TypeError at instantiation), so the module is built without reference types.
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="${CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS:-} -C target-feature=-reference-types"
cargo build --release --manifest-path web/Cargo.toml --target wasm32-unknown-unknown --target-dir "$target_dir"
rm -rf web/pkg
wasm-bindgen --target web --out-dir web/pkg --out-name rphp_web \
  "$target_dir/wasm32-unknown-unknown/release/rphp_web.wasm"
# The crate is built with strip = true, so wasm-opt is told the features rustc
# enables by default (the target_features section is stripped).
wasm-opt -O3 --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
  --enable-mutable-globals --enable-multivalue \
  web/pkg/rphp_web_bg.wasm -o web/pkg/rphp_web_bg.wasm
cp web/js/rphp.js web/js/rphp.d.ts web/js/package.json web/pkg/
raw=$(stat -c %s web/pkg/rphp_web_bg.wasm)
gz=$(gzip -9c web/pkg/rphp_web_bg.wasm | wc -c)
awk -v r="$raw" -v g="$gz" 'BEGIN { printf "web/pkg/rphp_web_bg.wasm: %d bytes (%.2f MB), gzip -9: %d bytes (%.2f MB)\n", r, r / 1048576, g, g / 1048576 }'
