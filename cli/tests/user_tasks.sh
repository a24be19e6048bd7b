#!/usr/bin/env bash
# Ten everyday tasks of the command line, each the shortest command a new
# user would write from the README alone, with its answer checked. Run by
# cli/tests/cli/user_tasks.rs with `urispec` first on the PATH, in an empty
# directory; prints `ok` when every task gave what the README says.
set -euo pipefail

fail() { echo "user_tasks.sh: task $task: $*" >&2; exit 1; }
# `expect WANT GOT`: the output is exactly WANT.
expect() { [ "$2" = "$1" ] || fail "expected '$1', got '$2'"; }
# `status WANT COMMAND...`: the command exits with WANT.
status() { local want=$1; shift; set +e; "$@" >/dev/null 2>&1; local got=$?; set -e; [ "$got" = "$want" ] || fail "$* exited $got, not $want"; }

task=1 # Is a URI valid? Exit 0 when it is, 1 when it is not.
status 0 urispec parse 'http://www.w3.org/albert/bertram/marie-claude'
status 1 urispec parse 'http://a b/'

task=2 # Why is it rejected? The byte and the production, on stderr.
why=$(urispec parse 'http://a b/' 2>&1 >/dev/null || true)
case $why in *"at byte 8"*) ;; *) fail "no offset in: $why" ;; esac

task=3 # One part of a URI, for a script (JSON, read with python3).
host=$(urispec parse --json 'http://info.cern.ch:8000/a' | python3 -c 'import json,sys; print(json.load(sys.stdin)["host"])')
expect info.cern.ch "$host"

task=4 # Check a file of URIs, one per line: the summary's counts.
printf 'http://a/b\nhttp://a b/\nftp://x/y\n' >urls.txt
status 1 urispec check urls.txt
summary=$(urispec check urls.txt 2>/dev/null | grep '^rfc2396: ' || true)
expect 'rfc2396: 3 lines, 2 valid, 1 invalid' "$summary"

task=5 # Resolve a link against its page, under two documents' rules.
expect 'http://a/b/c/?y' "$(urispec resolve 'http://a/b/c/d;p?q' '?y')"
expect 'http://a/b/c/d;p?y' "$(urispec resolve --rules rfc1808 'http://a/b/c/d;p?q' '?y')"

task=6 # The shortest link from a page to a target.
expect '../g' "$(urispec relativize http://a/b/c/d http://a/b/g)"

task=7 # One string under every edition: which grammar parses it, as what.
line=$(urispec verdicts ../g | grep ' rfc1808 ')
case $line in *accepted*relativeURL*) ;; *) fail "rfc1808: $line" ;; esac

task=8 # Are two spellings the same URI?
status 0 urispec compare --spec rfc3986 'HTTP://a/%7e' 'http://a/~'
status 1 urispec compare 'http://a/b' 'http://a/c'

task=9 # The URIs in a text.
printf 'See <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/.\n' >mail.txt
found=$(urispec extract --json mail.txt | python3 -c 'import json,sys; print(" ".join(json.loads(l)["uri"] for l in sys.stdin))')
expect 'ftp://info.cern.ch/pub/www/doc/url-spec.txt http://info.cern.ch/' "$found"

task=10 # Decode a component; encode a name for a production.
expect 'café au lait' "$(urispec decode 'caf%C3%A9%20au%20lait')"
expect 'a%20b%2Fc' "$(urispec encode --production rel_segment 'a b/c')"

echo ok
