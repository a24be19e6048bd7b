#!/usr/bin/env bash
# Holds web/build.sh's installs to a PATH of stand-ins (rustup, rustc, cargo,
# wasm-bindgen: scripts that log their arguments and play the machine's
# state), on a copy of the script, Cargo.lock and a few static files: on a
# fresh machine it adds the target and installs wasm-bindgen-cli at the
# lock's version, saying so; on a ready one it installs nothing; a wrong
# version is replaced; a locked install that fails is retried unlocked; an
# install the PATH does not see, or no way to add the target, is an error
# that says what to do. Nothing is installed or built for real.
# Run by tests/api/web_build.rs; `bash web/test/installs.sh` prints `ok`.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
version=$(awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' "$root/Cargo.lock")

# The tools the script needs besides the stand-ins, and nothing else.
mkdir -p "$work/tools"
for tool in awk bash cat chmod cp dirname grep mkdir rm; do
  ln -s "$(command -v "$tool")" "$work/tools/$tool"
done

fail() {
  echo "web/test/installs.sh: $case: $*" >&2
  echo "--- stderr:" >&2
  cat "$work/stderr" >&2
  echo "--- log:" >&2
  cat "$work/log" >&2
  exit 1
}

# A fresh tree and machine: no target, no wasm-bindgen, rustup and cargo.
setup() {
  case=$1
  rm -rf "$work/tree" "$work/bin" "$work/state" "$work/elsewhere"
  mkdir -p "$work/tree/web/static" "$work/bin" "$work/state" "$work/elsewhere"
  cp "$root/web/build.sh" "$work/tree/web/"
  cp "$root/Cargo.lock" "$work/tree/"
  for f in index.html style.css page.js; do echo "$f" >"$work/tree/web/static/$f"; done
  : >"$work/log"
  : >"$work/state/targets"
  cat >"$work/bin/rustup" <<STANDIN
#!$work/tools/bash
echo "rustup \$*" >>"$work/log"
case "\$*" in
  "target list --installed") cat "$work/state/targets" ;;
  "target add wasm32-unknown-unknown") echo wasm32-unknown-unknown >>"$work/state/targets" ;;
  *) exit 2 ;;
esac
STANDIN
  cat >"$work/bin/cargo" <<STANDIN
#!$work/tools/bash
echo "cargo \$*" >>"$work/log"
if [ "\$1" = install ]; then
  case " \$* " in *" --locked "*) [ -e "$work/state/locked-fails" ] && exit 101 ;; esac
  # Installed where the state says: on the PATH, or elsewhere.
  into=$work/bin
  [ -e "$work/state/installs-elsewhere" ] && into=$work/elsewhere
  printf '#!$work/tools/bash\nif [ "\$1" = --version ]; then echo "wasm-bindgen %s"; else echo "wasm-bindgen \$*" >>"$work/log"; fi\n' "\$4" >"\$into/wasm-bindgen"
  chmod +x "\$into/wasm-bindgen"
fi
STANDIN
  chmod +x "$work/bin/rustup" "$work/bin/cargo"
}

# wasm-bindgen already on the PATH at `$1`.
has_wasm_bindgen() {
  printf '#!%s\nif [ "$1" = --version ]; then echo "wasm-bindgen %s"; else echo "wasm-bindgen $*" >>"%s"; fi\n' \
    "$work/tools/bash" "$1" "$work/log" >"$work/bin/wasm-bindgen"
  chmod +x "$work/bin/wasm-bindgen"
}

run() {
  set +e
  PATH="$work/bin:$work/tools" bash "$work/tree/web/build.sh" 2>"$work/stderr" >/dev/null
  status=$?
  set -e
}

said() { grep -qF -- "$1" "$work/stderr" || fail "stderr does not say: $1"; }
logged() { grep -qxF -- "$1" "$work/log" || fail "not run: $1"; }
not_logged() { ! grep -qF -- "$1" "$work/log" || fail "run: $1"; }
built() {
  logged "cargo build -p urispec-web --release --target wasm32-unknown-unknown"
  grep -q "^wasm-bindgen --target web" "$work/log" || fail "wasm-bindgen not run"
  [ -f "$work/tree/web/dist/index.html" ] || fail "no web/dist/index.html"
  said "the page is in web/dist/"
}

setup "a fresh machine"
run
[ "$status" = 0 ] || fail "exit $status"
said "adding the wasm32-unknown-unknown target: rustup target add wasm32-unknown-unknown"
logged "rustup target add wasm32-unknown-unknown"
said "installing wasm-bindgen-cli $version"
logged "cargo install wasm-bindgen-cli --version $version --locked --force"
built

setup "a ready machine"
echo wasm32-unknown-unknown >"$work/state/targets"
has_wasm_bindgen "$version"
run
[ "$status" = 0 ] || fail "exit $status"
not_logged "rustup target add"
not_logged "cargo install"
! grep -qi "install\|adding" "$work/stderr" || fail "says it installs"
built

setup "another wasm-bindgen"
echo wasm32-unknown-unknown >"$work/state/targets"
has_wasm_bindgen 0.2.1
run
[ "$status" = 0 ] || fail "exit $status"
said "wasm-bindgen is 0.2.1, Cargo.lock has the crate at $version"
logged "cargo install wasm-bindgen-cli --version $version --locked --force"
built

setup "a locked install that fails"
touch "$work/state/locked-fails"
run
[ "$status" = 0 ] || fail "exit $status"
said "the locked install failed"
logged "cargo install wasm-bindgen-cli --version $version --force"
built

setup "an install the PATH does not see"
touch "$work/state/installs-elsewhere"
run
[ "$status" = 1 ] || fail "exit $status"
said "not the one on the PATH"
not_logged "cargo build"

setup "no rustup"
rm "$work/bin/rustup"
has_wasm_bindgen "$version"
run
[ "$status" = 1 ] || fail "exit $status"
said "there is no rustup to add it"
not_logged "cargo build"

echo ok
