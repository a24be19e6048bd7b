#!/usr/bin/env bash
# Builds the spec reader's page into web/dist/: the library compiled to
# WebAssembly (the urispec-web crate, release), its JavaScript glue written
# by wasm-bindgen, and the static files of web/static/. The folder is the
# whole site: serve it with `python3 -m http.server -d web/dist`, or publish
# it as it is.
#
# Installs what it needs, and says so on stderr: the wasm32-unknown-unknown
# target (`rustup target add wasm32-unknown-unknown`), and the wasm-bindgen
# command at exactly the version of the wasm-bindgen crate in Cargo.lock
# (`cargo install wasm-bindgen-cli --version V --locked`: a few minutes,
# once; skipped when that version is installed). web/test/installs.sh holds
# these steps to a PATH of stand-ins.
set -euo pipefail
cd "$(dirname "$0")/.."

say() { echo "web/build.sh: $*" >&2; }

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
  say "no wasm-bindgen crate in Cargo.lock"
  exit 1
fi

if command -v rustup >/dev/null 2>&1; then
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target: rustup target add wasm32-unknown-unknown"
    rustup target add wasm32-unknown-unknown
  fi
elif [ ! -d "$(rustc --print target-libdir --target wasm32-unknown-unknown 2>/dev/null)" ]; then
  # A Rust without rustup (a distribution's): its own package adds targets.
  say "the wasm32-unknown-unknown target is missing, and there is no rustup to add it:" \
    "install the Rust standard library for wasm32-unknown-unknown"
  exit 1
fi

installed=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
if [ "$installed" != "$version" ]; then
  if [ -z "$installed" ]; then
    say "installing wasm-bindgen-cli $version, the version of the crate in Cargo.lock (a few minutes, once):"
  else
    say "wasm-bindgen is $installed, Cargo.lock has the crate at $version: installing wasm-bindgen-cli $version:"
  fi
  say "cargo install wasm-bindgen-cli --version $version --locked --force"
  # Its own lock first; where the registry lacks a crate that lock names
  # (webpki-roots 1.0.11, for wasm-bindgen-cli 0.2.130), resolved afresh.
  if ! cargo install wasm-bindgen-cli --version "$version" --locked --force; then
    say "the locked install failed; installing wasm-bindgen-cli $version with its dependencies resolved afresh"
    cargo install wasm-bindgen-cli --version "$version" --force
  fi
  installed=$(wasm-bindgen --version 2>/dev/null | awk '{ print $2 }' || true)
  if [ "$installed" != "$version" ]; then
    say "wasm-bindgen $version is installed but not the one on the PATH (found: ${installed:-none}):" \
      "put cargo's bin directory (\$CARGO_HOME/bin, ~/.cargo/bin) first on the PATH"
    exit 1
  fi
fi

cargo build -p urispec-web --release --target wasm32-unknown-unknown
dist=web/dist
rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --out-dir "$dist" \
  target/wasm32-unknown-unknown/release/urispec_web.wasm
cp web/static/index.html web/static/style.css web/static/*.js "$dist/"
say "the page is in $dist/ (python3 -m http.server -d $dist)"
