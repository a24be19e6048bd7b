#!/usr/bin/env bash
# Builds the spec reader's page into web/dist/: the library compiled to
# WebAssembly (the urispec-web crate, release), its JavaScript glue written
# by wasm-bindgen, and the static files of web/static/. The folder is the
# whole site: serve it with `python3 -m http.server -d web/dist`, or publish
# it as it is.
#
# Needs the wasm32-unknown-unknown target (`rustup target add
# wasm32-unknown-unknown`) and the wasm-bindgen command at exactly the
# version of the wasm-bindgen crate in Cargo.lock (`cargo install
# wasm-bindgen-cli --version V --locked`; .ci/run installs both).
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock)
if [ -z "$version" ]; then
  echo "web/build.sh: no wasm-bindgen crate in Cargo.lock" >&2
  exit 1
fi
if ! command -v wasm-bindgen >/dev/null 2>&1; then
  echo "web/build.sh: wasm-bindgen is missing: cargo install wasm-bindgen-cli --version $version --locked" >&2
  exit 1
fi
installed=$(wasm-bindgen --version | awk '{ print $2 }')
if [ "$installed" != "$version" ]; then
  echo "web/build.sh: wasm-bindgen $installed, but Cargo.lock has the crate at $version:" \
    "cargo install wasm-bindgen-cli --version $version --locked --force" >&2
  exit 1
fi

cargo build -p urispec-web --release --target wasm32-unknown-unknown
dist=web/dist
rm -rf "$dist"
mkdir -p "$dist"
wasm-bindgen --target web --no-typescript --out-dir "$dist" \
  target/wasm32-unknown-unknown/release/urispec_web.wasm
cp web/static/index.html web/static/style.css web/static/*.js "$dist/"
echo "web/build.sh: the page is in $dist/ (python3 -m http.server -d $dist)"
