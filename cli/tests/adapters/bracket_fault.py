"""A planted fault for `cli/tests/cli/vectors.rs`: urispec's own adapter
(`urispec adapter --spec S`, argv[1:]) except that every input holding `[`
is called invalid, at the offset of its first `[`."""
import json
import subprocess
import sys

inner = subprocess.Popen(sys.argv[1:], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
for line in sys.stdin:
    s = json.loads(line)
    inner.stdin.write(line)
    inner.stdin.flush()
    answer = inner.stdout.readline()
    if "[" in s:
        answer = 'invalid {"offset":%d}\n' % len(s[: s.index("[")].encode("utf-8"))
    sys.stdout.write(answer)
    sys.stdout.flush()
inner.stdin.close()
inner.wait()
