//! The `surt` package's two canonicalizers, in the order
//! `DefaultIAURLCanonicalizer` runs them: `GoogleURLCanonicalizer` (escapes,
//! the host, dot-segments) and `IAURLCanonicalizer` (case, `www`, ports,
//! session ids, the order of the query's arguments).

use super::Handy;

/// `GoogleURLCanonicalizer.canonicalize`.
pub(super) fn google(url: &mut Handy) {
    if let Some(query) = url.query.take() {
        url.query = Some(escape_once(&unescape_repeatedly(&query)));
    }
    if let Some(host) = url.host.take() {
        let mut host = unescape_repeatedly(&host);
        if !host.is_ascii() {
            // The package decodes it as UTF-8, its invalid bytes dropped,
            // and encodes it with Python's IDNA 2003 codec: a host left
            // ASCII is the same here when the codec takes it; one that is
            // not, urispec escapes rather than encode by IDNA (README, "Web
            // archives"). Where the codec raises, the package keeps the
            // bytes as they were, and they are escaped below.
            let valid: Vec<u8> = host
                .utf8_chunks()
                .flat_map(|chunk| chunk.valid().bytes())
                .collect();
            if valid.is_ascii() && idna_takes_ascii(&valid) {
                host = valid;
            }
        }
        let mut host = replace_pairs_of_dots(&host);
        let dots = host.iter().take_while(|&&b| b == b'.').count();
        host.drain(..dots);
        while host.last() == Some(&b'.') {
            host.pop();
        }
        url.host = Some(match ip_address(&host) {
            Some(ip) => ip.into_bytes(),
            None => escape_once(&host.to_ascii_lowercase()),
        });
    }
    let path = url.path.take().map(|p| unescape_repeatedly(&p));
    let path = if url.host.as_ref().is_some_and(|h| !h.is_empty()) {
        Some(normalize_path(path.as_deref().unwrap_or_default()))
    } else {
        path
    };
    url.path = path.map(|p| escape_once(&p));
}

/// Whether Python's `idna` codec encodes the ASCII name `host` (its fast
/// path: every label but the last of 1 to 63 bytes, the last under 64)
/// rather than raise `UnicodeError`. A host whose dropped bytes leave an
/// empty label (`%ff.example.com` decodes to `.example.com`) is one it
/// raises on, and the package then keeps the label of escapes.
fn idna_takes_ascii(host: &[u8]) -> bool {
    let mut labels: Vec<&[u8]> = host.split(|&b| b == b'.').collect();
    let last = labels.pop().unwrap_or_default();
    host.is_empty() || (last.len() < 64 && labels.iter().all(|l| (1..64).contains(&l.len())))
}

/// `bytes.replace(b'..', b'.')`: each pair of dots, left to right, made
/// one.
fn replace_pairs_of_dots(host: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(host.len());
    let mut i = 0;
    while i < host.len() {
        out.push(host[i]);
        i += if host[i..].starts_with(b"..") { 2 } else { 1 };
    }
    out
}

/// `normalizePath`: `.` segments dropped, `..` taking the segment before
/// it away (kept when there is none), empty segments dropped but the last.
fn normalize_path(path: &[u8]) -> Vec<u8> {
    if path.is_empty() {
        return b"/".to_vec();
    }
    let mut kept: Vec<&[u8]> = Vec::new();
    for segment in path.split(|&b| b == b'/').skip(1) {
        match segment {
            b"." => {}
            b".." => {
                if kept.pop().is_none() {
                    kept.push(segment);
                }
            }
            _ => kept.push(segment),
        }
    }
    let mut out = b"/".to_vec();
    if let Some((last, before)) = kept.split_last() {
        for segment in before.iter().filter(|s| !s.is_empty()) {
            out.extend_from_slice(segment);
            out.push(b'/');
        }
        out.extend_from_slice(last);
    }
    out
}

/// `attemptIPFormats`: a host of digits alone is a 32-bit number; one that
/// the package's decimal or octal patterns match is read as the C library's
/// `inet_aton` reads it (`gethostbyname` of such a name does, without
/// asking a resolver); anything else is no address.
fn ip_address(host: &[u8]) -> Option<String> {
    if !host.is_empty() && host.iter().all(u8::is_ascii_digit) {
        let n = host.iter().fold(0u32, |n, &d| {
            n.wrapping_mul(10).wrapping_add(u32::from(d - b'0'))
        });
        return Some(dotted(n));
    }
    let parts: Vec<&[u8]> = host.split(|&b| b == b'.').collect();
    let matches = |first: fn(&[u8]) -> bool, digit: fn(&u8) -> bool| {
        parts.len() <= 4
            && first(parts[0])
            && parts[1..]
                .iter()
                .all(|p| !p.is_empty() && p.iter().all(digit))
    };
    let decimal = matches(
        |p| {
            p.first().is_some_and(|d| (b'1'..=b'9').contains(d)) && p.iter().all(u8::is_ascii_digit)
        },
        u8::is_ascii_digit,
    );
    let octal = matches(
        |p| p.first() == Some(&b'0') && p.iter().all(|d| (b'0'..=b'7').contains(d)),
        |d| (b'0'..=b'7').contains(d),
    );
    if !decimal && !octal {
        return None;
    }
    inet_aton(&parts).map(dotted)
}

/// `inet_aton`'s numbers-and-dots: one to four parts, each decimal, octal
/// (a leading `0`) or hexadecimal (`0x`), the last filling the bytes the
/// others leave.
fn inet_aton(parts: &[&[u8]]) -> Option<u32> {
    let mut values = Vec::with_capacity(4);
    for part in parts {
        let (digits, radix) = match part {
            [b'0', b'x' | b'X', rest @ ..] => (rest, 16),
            [b'0', rest @ ..] if !rest.is_empty() => (rest, 8),
            _ => (*part, 10),
        };
        let mut value: u64 = 0;
        for &d in digits.iter() {
            let digit = char::from(d).to_digit(radix)?;
            value = value * u64::from(radix) + u64::from(digit);
            if value > u64::from(u32::MAX) {
                return None;
            }
        }
        values.push(value);
    }
    let (last, before) = values.split_last()?;
    if before.iter().any(|&v| v > 255) {
        return None;
    }
    let room = 8 * (4 - before.len() as u32);
    if room < 32 && *last >= 1u64 << room {
        return None;
    }
    let high = before
        .iter()
        .enumerate()
        .fold(0u64, |n, (i, &v)| n | v << (24 - 8 * i));
    u32::try_from(high | last).ok()
}

/// A 32-bit address in dotted-quad form.
fn dotted(n: u32) -> String {
    let [a, b, c, d] = n.to_be_bytes();
    format!("{a}.{b}.{c}.{d}")
}

/// `escapeOnce`: Python's `quote` with `!"$&'()*+,-./:;<=>?@[\]^_`{|}~`
/// safe: controls, space, `#`, `%` and non-ASCII bytes escaped, in
/// upper-case hex.
fn escape_once(input: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(input.len());
    for &b in input {
        if b.is_ascii_alphanumeric() || (b.is_ascii_punctuation() && !matches!(b, b'#' | b'%')) {
            out.push(b);
        } else {
            out.extend_from_slice(format!("%{b:02X}").as_bytes());
        }
    }
    out
}

/// `unescapeRepeatedly`: `%hh` decoded until nothing changes.
fn unescape_repeatedly(input: &[u8]) -> Vec<u8> {
    let mut text = input.to_vec();
    loop {
        let mut out = Vec::with_capacity(text.len());
        let mut i = 0;
        while i < text.len() {
            let hex = |at: usize| text.get(at).and_then(|&h| char::from(h).to_digit(16));
            match (text[i], hex(i + 1), hex(i + 2)) {
                (b'%', Some(h), Some(l)) => {
                    // Two hex digits make a byte.
                    out.push(u8::try_from(h * 16 + l).unwrap_or(b'%'));
                    i += 3;
                }
                (b, _, _) => {
                    out.push(b);
                    i += 1;
                }
            }
        }
        if out == text {
            return text;
        }
        text = out;
    }
}

/// `IAURLCanonicalizer.canonicalize` with its defaults.
pub(super) fn internet_archive(url: &mut Handy) {
    if let Some(host) = &mut url.host {
        host.make_ascii_lowercase();
        // `www\d*\.` at the start (all but `dns:` URLs).
        if url.scheme != b"dns" && host.starts_with(b"www") {
            let digits = host[3..].iter().take_while(|b| b.is_ascii_digit()).count();
            if host.get(3 + digits) == Some(&b'.') {
                host.drain(..4 + digits);
            }
        }
    }
    let default_port = match url.scheme.to_ascii_lowercase().as_slice() {
        b"http" => 80,
        b"https" => 443,
        _ => 0,
    };
    if url.port == Some(default_port) {
        url.port = None;
    }
    if let Some(path) = url.path.take() {
        let mut path = strip_path_session_id(path.to_ascii_lowercase());
        if path.len() > 1 && path.ends_with(b"/") {
            path.pop();
        }
        url.path = (!path.is_empty()).then_some(path);
    }
    if let Some(query) = url.query.take() {
        let query = strip_query_session_id(query).to_ascii_lowercase();
        let query = alpha_reorder(&query);
        url.query = (!query.is_empty()).then_some(query);
    }
}

/// `alphaReorderQuery`: the arguments split at `&`, each at its first `=`,
/// sorted as Python sorts tuples (an argument without `=` before the same
/// name with one).
fn alpha_reorder(query: &[u8]) -> Vec<u8> {
    if query.len() <= 1 {
        return query.to_vec();
    }
    let mut args: Vec<(&[u8], Option<&[u8]>)> = query
        .split(|&b| b == b'&')
        .map(|arg| match arg.iter().position(|&b| b == b'=') {
            Some(eq) => (&arg[..eq], Some(&arg[eq + 1..])),
            None => (arg, None),
        })
        .collect();
    args.sort();
    let mut out = Vec::with_capacity(query.len());
    for (i, (name, value)) in args.iter().enumerate() {
        if i > 0 {
            out.push(b'&');
        }
        out.extend_from_slice(name);
        if let Some(value) = value {
            out.push(b'=');
            out.extend_from_slice(value);
        }
    }
    out
}

/// `stripPathSessionID`: an ASP.NET session id segment before an `.aspx`
/// page (`/(s(24 alphanumerics))/` or `/(24 alphanumerics)/`), taken out.
fn strip_path_session_id(mut path: Vec<u8>) -> Vec<u8> {
    for nested in [true, false] {
        // `^(.*/)(id/)([^?]+\.aspx.*)$`, the longest first group first.
        for start in (1..=path.len()).rev() {
            if path[start - 1] != b'/' {
                continue;
            }
            let Some(id) = session_segment(&path[start..], nested) else {
                continue;
            };
            let rest = &path[start + id..];
            if aspx_page(rest) {
                path.drain(start..start + id);
                break;
            }
        }
    }
    path
}

/// The length of `(id)/` at the start of `text`: `\((?:[a-z]\([0-9a-z]{24}\))+\)/`
/// when `nested`, else `\([0-9a-z]{24}\)/` (in any case).
fn session_segment(text: &[u8], nested: bool) -> Option<usize> {
    let id = |at: usize| {
        text.get(at..at + 24)
            .is_some_and(|t| t.iter().all(u8::is_ascii_alphanumeric))
    };
    if text.first() != Some(&b'(') {
        return None;
    }
    let mut at = 1;
    if nested {
        let mut groups = 0;
        while text.get(at).is_some_and(u8::is_ascii_alphabetic)
            && text.get(at + 1) == Some(&b'(')
            && id(at + 2)
            && text.get(at + 26) == Some(&b')')
        {
            at += 27;
            groups += 1;
        }
        if groups == 0 {
            return None;
        }
    } else {
        if !id(at) {
            return None;
        }
        at += 24;
    }
    (text.get(at..at + 2) == Some(b")/")).then_some(at + 2)
}

/// `[^?]+\.aspx.*` (in any case): some bytes without `?`, then `.aspx`.
fn aspx_page(text: &[u8]) -> bool {
    (1..text.len()).any(|at| {
        text[at..].len() >= 5
            && text[at..at + 5].eq_ignore_ascii_case(b".aspx")
            && !text[..at].contains(&b'?')
    })
}

/// `stripQuerySessionID`: Java, PHP, ASP and ColdFusion session ids taken
/// out of the query (their patterns in turn, each at its last place).
fn strip_query_session_id(mut query: Vec<u8>) -> Vec<u8> {
    type Matcher = fn(&[u8]) -> Option<usize>;
    let patterns: [(&[u8], Matcher); 5] = [
        (b"jsessionid=", alnumeric_32),
        (b"phpsessid=", alnumeric_32),
        (b"sid=", alnumeric_32),
        (b"aspsessionid", |t| {
            let letters =
                |t: &[u8], n: usize| t.len() >= n && t[..n].iter().all(u8::is_ascii_alphabetic);
            (letters(t, 8) && t.get(8) == Some(&b'=') && t.get(9..).is_some_and(|v| letters(v, 24)))
                .then_some(33)
        }),
        (b"cfid=", |t| {
            let first = t.iter().position(|&b| b == b'&')?;
            let after = &t[first..];
            const TOKEN: &[u8] = b"&cftoken=";
            if first == 0
                || after.len() < TOKEN.len()
                || !after[..TOKEN.len()].eq_ignore_ascii_case(TOKEN)
            {
                return None;
            }
            let token = after[TOKEN.len()..]
                .iter()
                .take_while(|&&b| b != b'&')
                .count();
            (token > 0).then_some(first + TOKEN.len() + token)
        }),
    ];
    for (name, value) in patterns {
        // `^(.*)(?:NAME VALUE)(?:&(.*))?$`: the last place it matches.
        for start in (0..query.len()).rev() {
            let text = &query[start..];
            if text.len() < name.len() || !text[..name.len()].eq_ignore_ascii_case(name) {
                continue;
            }
            let Some(len) = value(&text[name.len()..]) else {
                continue;
            };
            let end = start + name.len() + len;
            match query.get(end) {
                None => {
                    query.truncate(start);
                }
                Some(b'&') => {
                    query.drain(start..=end);
                }
                Some(_) => continue,
            }
            break;
        }
    }
    query
}

/// `[0-9a-zA-Z]{32}`: 32, when `text` starts with 32 letters and digits.
fn alnumeric_32(text: &[u8]) -> Option<usize> {
    (text.len() >= 32 && text[..32].iter().all(u8::is_ascii_alphanumeric)).then_some(32)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The host `google` leaves, from the host as the URL wrote it.
    fn host(written: &[u8]) -> Vec<u8> {
        let mut url = Handy {
            scheme: b"http".to_vec(),
            host: Some(written.to_vec()),
            ..Handy::default()
        };
        google(&mut url);
        url.host.unwrap_or_default()
    }

    #[test]
    fn a_label_of_escapes_that_are_no_utf_8_is_kept() {
        // `\xff.example.com`: dropping the byte leaves `.example.com`,
        // whose empty label the codec raises on.
        assert_eq!(host(b"%ff.example.com"), b"%FF.example.com");
        assert_eq!(host(b"%FF.example.com"), b"%FF.example.com");
        assert_eq!(host(b"%ff%fe.example.com"), b"%FF%FE.example.com");
        assert_eq!(host(b"%c3.example.com"), b"%C3.example.com");
        assert_eq!(host(b"www.%ff.example.com"), b"www.%FF.example.com");
        // `\xff..example.com` kept, then its pair of dots made one.
        assert_eq!(host(b"%ff%2e.example.com"), b"%FF.example.com");
        let long = [&[b'a'; 64][..], b"%ff.com"].concat();
        assert_eq!(host(&long), [&[b'a'; 64][..], b"%FF.com"].concat());
    }

    #[test]
    fn a_label_left_whole_once_the_bytes_are_dropped_loses_them() {
        assert_eq!(host(b"%41%ff.example.com"), b"a.example.com");
        assert_eq!(host(b"a%ff.example.com"), b"a.example.com");
        assert_eq!(host(b"x.%ff"), b"x");
        assert_eq!(host(b"%ff"), b"");
        // Escapes of ASCII are no concern of the codec.
        assert_eq!(host(b"%41.example.com"), b"a.example.com");
        assert_eq!(host(b"%2e.example.com"), b"example.com");
    }

    #[test]
    fn the_codec_takes_what_its_fast_path_takes() {
        assert!(idna_takes_ascii(b""));
        assert!(idna_takes_ascii(b"a.example.com"));
        assert!(idna_takes_ascii(b"x."));
        assert!(!idna_takes_ascii(b".example.com"));
        assert!(!idna_takes_ascii(b"a..b"));
        assert!(!idna_takes_ascii(&[b'a'; 64]));
        assert!(idna_takes_ascii(&[b'a'; 63]));
        assert!(!idna_takes_ascii(&[&[b'a'; 64][..], b".b"].concat()));
    }
}
