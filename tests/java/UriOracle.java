// The java.net.URI oracle of the differential test (tests/resolution/java_uri.rs).
//
// Reads one request per line from stdin, each field hex-encoded UTF-8,
// separated by a space:
//   P <hex>             parse: validity and every raw component
//   R <hex> <hex>       resolve the second against the first
// and prints one JSON object per line, in order. java.net.URI implements
// RFC 2396 with the RFC 2732 amendment (IPv6 brackets).
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;

public final class UriOracle {
    private UriOracle() {}

    private static String unhex(String hex) {
        byte[] b = new byte[hex.length() / 2];
        for (int i = 0; i < b.length; i++) {
            b[i] = (byte) Integer.parseInt(hex.substring(2 * i, 2 * i + 2), 16);
        }
        return new String(b, StandardCharsets.UTF_8);
    }

    private static void str(StringBuilder out, String key, String value) {
        out.append(",\"").append(key).append("\":");
        if (value == null) {
            out.append("null");
            return;
        }
        out.append('"');
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
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

    private static String parse(String s) {
        StringBuilder out = new StringBuilder();
        try {
            URI u = new URI(s);
            out.append("{\"ok\":true");
            str(out, "scheme", u.getScheme());
            str(out, "opaque", u.isOpaque() ? u.getRawSchemeSpecificPart() : null);
            str(out, "authority", u.getRawAuthority());
            str(out, "userinfo", u.getRawUserInfo());
            str(out, "host", u.getHost());
            out.append(",\"port\":").append(u.getPort());
            str(out, "path", u.getRawPath());
            str(out, "query", u.getRawQuery());
            str(out, "fragment", u.getRawFragment());
        } catch (URISyntaxException e) {
            out.append("{\"ok\":false,\"index\":").append(e.getIndex());
        }
        return out.append('}').toString();
    }

    private static String resolve(String base, String ref) {
        StringBuilder out = new StringBuilder();
        try {
            URI r = new URI(base).resolve(new URI(ref));
            out.append("{\"ok\":true");
            str(out, "uri", r.toString());
        } catch (URISyntaxException | IllegalArgumentException e) {
            out.append("{\"ok\":false");
        }
        return out.append('}').toString();
    }

    public static void main(String[] args) throws Exception {
        BufferedReader in =
                new BufferedReader(new InputStreamReader(System.in, StandardCharsets.US_ASCII));
        PrintStream out = new PrintStream(System.out, false, "UTF-8");
        String line;
        while ((line = in.readLine()) != null) {
            String[] f = line.split(" ", -1);
            if (f[0].equals("P")) {
                out.println(parse(unhex(f[1])));
            } else {
                out.println(resolve(unhex(f[1]), unhex(f[2])));
            }
        }
        out.flush();
    }
}
