#!/usr/bin/env bash
# The whole gate, as CI runs it: set-up, formatting, lints, unit and
# snapshot tests, the portable core on every target, the php recordings
# still equal to real php, and the differential corpus through rphp.
# Everything shares one release build of the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n==> %s\n' "$*"; }

step "set-up"
scripts/setup.sh

step "cargo fmt --check"
cargo fmt --all -- --check
cargo fmt --manifest-path wasi/Cargo.toml -- --check
cargo fmt --manifest-path wasi/embed/Cargo.toml -- --check
cargo fmt --manifest-path web/Cargo.toml -- --check

step "cargo clippy -D warnings"
cargo clippy --release --workspace --all-targets -- -D warnings
cargo clippy --release --manifest-path wasi/Cargo.toml --target wasm32-wasip1 --target-dir target -- -D warnings
# (web/build.sh builds without reference types, see there; clippy sees the same flags.)
CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS="-C target-feature=-reference-types" \
  cargo clippy --release --manifest-path web/Cargo.toml --target wasm32-unknown-unknown --target-dir target -- -D warnings

step "unit and snapshot tests"
INSTA_UPDATE=no cargo test --release --workspace

step "build rphp"
cargo build --release -p rphp

step "the portable core builds for every target"
# (wasm32-wasip1 is covered by rphp.wasm below, which builds the whole core for it.)
for t in x86_64-unknown-linux-gnu aarch64-unknown-linux-gnu wasm32-unknown-unknown; do
  echo "   $t"
  cargo build --release -p rphp-core --target "$t" -q
done

step "build rphp.wasm (wasi/: cargo, then wasm-opt)"
CARGO_TARGET_DIR=target wasi/build.sh

step "recordings still equal real php 8.2"
python3 tests/record.py --check

step "what's-left report is current"
python3 tools/whats_left.py --check

step "differential corpus through rphp"
python3 tests/run.py --rphp target/release/rphp

step "differential corpus through rphp.wasm under wasmtime"
# The first run compiles rphp.wasm into wasmtime's cache (seconds of Cranelift
# work); it is done once here so that no corpus case's time budget pays for it.
wasmtime run --dir=/ target/wasm32-wasip1/release/rphp.wasm -n -r 'echo "rphp.wasm compiled and cached\n";'
python3 tests/run.py --differences tests/wasi-differences.txt \
  --rphp "wasmtime run --dir=/ -S inherit-env target/wasm32-wasip1/release/rphp.wasm"

step "embedding rphp.wasm with the wasmtime crates (wasi/embed)"
cargo clippy --release --manifest-path wasi/embed/Cargo.toml --all-targets --target-dir target -- -D warnings
RPHP_WASM="$PWD/target/wasm32-wasip1/release/rphp.wasm" \
  cargo test --release --manifest-path wasi/embed/Cargo.toml --target-dir target

step "build the browser package (web/pkg) and the playground (web/dist)"
CARGO_TARGET_DIR=target web/build.sh
node web/www/build.mjs

step "web/: in-memory file system unit tests and the package API under Node"
cargo test --manifest-path web/Cargo.toml --target-dir target --lib -q
node --test web/tests/api.test.mjs

step "differential corpus through the browser package under Node"
python3 tests/run.py --differences tests/web-differences.txt --rphp "node web/tests/cli.mjs"

step "the playground in headless Chromium (screenshot: web/dist/screenshot.png)"
node --test web/tests/browser.test.mjs
