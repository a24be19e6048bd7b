// java.net.URI (RFC 2396, with RFC 2732's IPv6 brackets) speaking the
// protocol of `urispec differential` (README, "Testing another
// implementation"): one JSON string a line in; `valid {parts}` or
// `invalid {"offset":N}` a line out.
//
//   javac -d target/adapters scripts/adapters/UriAdapter.java
//   urispec differential --spec rfc2396 -- java -cp target/adapters UriAdapter
//
// The port is not given: getPort() is an int, so "081" would come back
// as "81" and read as a difference of the grammar's.
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public final class UriAdapter {
    private UriAdapter() {}

    /** A JSON string literal's value (the protocol's input lines). */
    private static String unquote(String line) {
        StringBuilder out = new StringBuilder();
        for (int i = 1; i < line.length() - 1; i++) {
            char c = line.charAt(i);
            if (c != '\\') {
                out.append(c);
                continue;
            }
            char e = line.charAt(++i);
            switch (e) {
                case 'n': out.append('\n'); break;
                case 'r': out.append('\r'); break;
                case 't': out.append('\t'); break;
                case 'b': out.append('\b'); break;
                case 'f': out.append('\f'); break;
                case 'u':
                    out.append((char) Integer.parseInt(line.substring(i + 1, i + 5), 16));
                    i += 4;
                    break;
                default: out.append(e);
            }
        }
        return out.toString();
    }

    private static void put(StringBuilder out, String key, String value) {
        out.append(out.length() == 1 ? "\"" : ",\"").append(key).append("\":");
        if (value == null) {
            out.append("null");
            return;
        }
        out.append('"');
        for (char c : value.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20 || c > 0x7e) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        out.append('"');
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(System.out, false, "UTF-8");
        for (String line; (line = in.readLine()) != null; ) {
            String s = unquote(line);
            try {
                URI u = new URI(s);
                StringBuilder p = new StringBuilder("{");
                put(p, "scheme", u.getScheme());
                put(p, "authority", u.getRawAuthority());
                put(p, "userinfo", u.getRawUserInfo());
                put(p, "host", u.getHost());
                put(p, "path", u.getRawPath());
                put(p, "query", u.getRawQuery());
                put(p, "fragment", u.getRawFragment());
                put(p, "opaque_part", u.isOpaque() ? u.getRawSchemeSpecificPart() : null);
                out.println("valid " + p.append('}'));
            } catch (URISyntaxException e) {
                int at = Math.max(0, Math.min(e.getIndex(), s.length()));
                int offset = s.substring(0, at).getBytes(StandardCharsets.UTF_8).length;
                out.println("invalid {\"offset\":" + offset + "}");
            }
            if (!in.ready()) {
                out.flush();
            }
        }
        out.flush();
    }
}
