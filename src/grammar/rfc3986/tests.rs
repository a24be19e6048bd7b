//! Accept/reject tables for the rules whose PEG form differs from the
//! printed ABNF (`IPv6address`, `dec-octet`, `host`, `path`): each is held
//! against a direct reading of the ABNF on every string of a generated set.
//! A rule "accepts" a string only when it consumes all of it.

use super::{Parser, Rule};

/// Does `rule` match the whole of `input`?
fn whole(rule: Rule, input: &str) -> bool {
    crate::grammar::whole::<Parser>(rule, input)
}

/// The rule of the first child of `rule` matching the whole of `input`.
fn child(rule: Rule, input: &str) -> Option<Rule> {
    crate::grammar::whole_child::<Parser>(rule, input)
}

fn h16(s: &str) -> bool {
    (1..=4).contains(&s.len()) && s.bytes().all(|b| b.is_ascii_hexdigit())
}

/// `dec-octet` read directly: 0-255 without a leading zero.
fn spec_dec_octet(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 3
        && s.bytes().all(|b| b.is_ascii_digit())
        && (s == "0" || !s.starts_with('0'))
        && s.parse::<u16>().is_ok_and(|n| n <= 255)
}

fn spec_ipv4(s: &str) -> bool {
    let parts: Vec<&str> = s.split('.').collect();
    parts.len() == 4 && parts.iter().all(|p| spec_dec_octet(p))
}

/// How many 16-bit pieces `pieces` (split at ":") stand for, an
/// `IPv4address` counting two and allowed only last when `ipv4_last`.
fn count(pieces: &[&str], ipv4_last: bool) -> Option<usize> {
    let mut n = 0;
    for (i, p) in pieces.iter().enumerate() {
        if h16(p) {
            n += 1;
        } else if ipv4_last && i + 1 == pieces.len() && spec_ipv4(p) {
            n += 2;
        } else {
            return None;
        }
    }
    Some(n)
}

/// `IPv6address` read directly from the nine alternatives: without "::",
/// eight pieces (`6( h16 ":" ) ls32`); with one "::", at most seven pieces
/// around it (alternative k has at most k-3 pieces before and exactly 10-k
/// after; an IPv4 address only last, as `ls32`).
fn spec_ipv6(s: &str) -> bool {
    match s.split_once("::") {
        None => count(&s.split(':').collect::<Vec<_>>(), true) == Some(8),
        Some((head, tail)) => {
            let head: Vec<&str> = if head.is_empty() {
                Vec::new()
            } else {
                head.split(':').collect()
            };
            let tail: Vec<&str> = if tail.is_empty() {
                Vec::new()
            } else {
                tail.split(':').collect()
            };
            match (count(&head, false), count(&tail, true)) {
                (Some(h), Some(t)) => h + t <= 7,
                _ => false,
            }
        }
    }
}

/// Candidate addresses: `h` pieces, "::" or ":", `t` pieces, the last
/// maybe an IPv4 address, pieces of several shapes; and malformed variants.
fn candidates() -> Vec<String> {
    let mut out = Vec::new();
    let shapes = ["0", "fFfF", "12345", "1.2.3.4"];
    for h in 0..=8 {
        for t in 0..=8 {
            for shape in shapes {
                for (k, sep) in ["::", ":", ":::"].iter().enumerate() {
                    let piece = |i: usize| if i == 0 { shape } else { "a1" };
                    let head: Vec<&str> =
                        (0..h).map(|i| if i % 3 == 2 { "7" } else { "b" }).collect();
                    let mut tail: Vec<&str> = (0..t)
                        .map(|i| if i + 1 == t { piece(0) } else { "c" })
                        .collect();
                    if k == 1 && t == 0 {
                        tail.push("d");
                    }
                    out.push(format!("{}{sep}{}", head.join(":"), tail.join(":")));
                }
            }
        }
    }
    for extra in [
        "",
        "::",
        ":",
        ":::",
        "::1::2",
        "1::2::3",
        ":1::",
        "1::2:",
        "1:2:3:4:5:6:7:8:9",
        "1:2:3:4:5:6:7::",
        "::1:2:3:4:5:6:7",
        "::1.2.3.4",
        "::ffff:1.2.3.4",
        "1:2:3:4:5:6:1.2.3.4",
        "1.2.3.4::",
        "::1.2.3.04",
        "::1.2.3.256",
        "2001:db8::7",
    ] {
        out.push(extra.to_owned());
    }
    out
}

#[test]
fn ipv6address_is_the_abnf() {
    let mut accepted = 0;
    for s in candidates() {
        let spec = spec_ipv6(&s);
        assert_eq!(whole(Rule::IPv6address, &s), spec, "IPv6address on {s:?}");
        // In its context, followed by "]" (PEG does not come back into a
        // choice that matched a prefix).
        assert_eq!(
            whole(Rule::IP_literal, &format!("[{s}]")),
            spec,
            "IP-literal on [{s}]"
        );
        accepted += usize::from(spec);
    }
    assert!(
        accepted > 100,
        "the table holds valid addresses: {accepted}"
    );
}

#[test]
fn ipv6address_tables() {
    let accept = [
        "::",
        "::1",
        "1::",
        "2001:db8::7",
        "1:2:3:4:5:6:7:8",
        "1:2:3:4:5:6:1.2.3.4",
        "::ffff:192.0.2.1",
        "1::2:3:4:5:6:7",
        "1:2:3:4:5:6:7::",
        "a:b::c:1.2.3.4",
        "FEDC:BA98:7654:3210:FEDC:BA98:7654:3210",
    ];
    let reject = [
        "::1::2",
        ":::",
        "1:2:3:4:5:6:7",
        "1:2:3:4:5:6:7:8:9",
        "1::2:3:4:5:6:7:8",
        "12345::",
        "::1.2.3.256",
        "::1.2.3",
        "1.2.3.4::",
        "::1.2.3.4:1",
        "[::1]",
        "",
    ];
    for s in accept {
        assert!(spec_ipv6(s) && whole(Rule::IPv6address, s), "accept {s:?}");
    }
    for s in reject {
        assert!(
            !spec_ipv6(s) && !whole(Rule::IPv6address, s),
            "reject {s:?}"
        );
    }
}

#[test]
fn dec_octet_is_0_to_255_without_leading_zeros() {
    let mut strings = Vec::new();
    for len in 1..=3u32 {
        for n in 0..10u32.pow(len) {
            strings.push(format!("{n:0width$}", width = len as usize));
        }
    }
    strings.push("2555".to_owned());
    for s in strings {
        let ipv4 = format!("10.0.0.{s}");
        assert_eq!(
            whole(Rule::IPv4address, &ipv4),
            spec_dec_octet(&s),
            "{ipv4}"
        );
        let ipv4 = format!("{s}.0.0.1");
        assert_eq!(
            whole(Rule::IPv4address, &ipv4),
            spec_dec_octet(&s),
            "{ipv4}"
        );
    }
}

/// `host`: an `IPv4address` only when the whole host is one; anything
/// else of `reg-name`'s characters is a `reg-name` (§3.2.2).
#[test]
fn host_prefers_ipv4address_only_for_the_whole_host() {
    for (s, rule) in [
        ("1.2.3.4", Rule::IPv4address),
        ("1.2.3.4.5", Rule::reg_name),
        ("1.2.3.256", Rule::reg_name),
        ("1.2.3.4x", Rule::reg_name),
        ("1.2.3.4%41", Rule::reg_name),
        ("example.com", Rule::reg_name),
        ("", Rule::reg_name),
        ("[::1]", Rule::IP_literal),
        ("[v1.x]", Rule::IP_literal),
        ("[V1F.a:b]", Rule::IP_literal),
    ] {
        assert_eq!(child(Rule::host, s), Some(rule), "host {s:?}");
    }
    assert!(!whole(Rule::host, "[v.x]"));
    assert!(!whole(Rule::host, "[::1"));
}

/// `path` on its own: each of the five forms, as §3.3 tells them apart.
#[test]
fn path_reads_each_form_whole() {
    let form = |s: &str| child(Rule::path, s);
    assert_eq!(form("/a/b"), Some(Rule::path_abempty));
    assert_eq!(form("//a"), Some(Rule::path_abempty));
    assert_eq!(form("a/b"), Some(Rule::path_noscheme));
    assert_eq!(form("a:b/c"), Some(Rule::path_rootless));
    assert_eq!(form(""), Some(Rule::path_abempty));
    assert_eq!(form("a b"), None);
}

/// `URI-reference`: `URI` first, `relative-ref` when there is no scheme.
#[test]
fn uri_reference_tables() {
    let accept = [
        "http://[2001:db8::7]/c=GB?objectClass?one",
        "ftp://ftp.is.co.za/rfc/rfc1808.txt",
        "ldap://[2001:db8::7]/c=GB?objectClass?one",
        "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix",
        "tel:+1-816-555-1212",
        "telnet://192.0.2.16:80/",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "//g",
        "?y",
        "#s",
        "",
        "../../g",
        "g;x=1/../y",
        "./this:that",
        "HTTP://[V7.X]",
    ];
    let reject = [
        "http://[::1::2]/",
        "this:that:x y",
        "1a:b",
        "http://a b/",
        "http://[::1",
        "http://%zz/",
        "a#b#c",
    ];
    for s in accept {
        assert!(whole(Rule::URI_reference_eoi, s), "accept {s:?}");
    }
    for s in reject {
        assert!(!whole(Rule::URI_reference_eoi, s), "reject {s:?}");
    }
}
