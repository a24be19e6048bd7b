//! The PEG transcriptions must not shrink the BNF's language: where the
//! printed BNF accepts a string, the grammar accepts it too. For the
//! productions whose PEG needed lookahead or backtracking (`mailtoaddress`,
//! `groupart`, `login`, `hsoname`), every short string over a small alphabet
//! is checked against a direct reading of the BNF.

use urispec::Edition;

fn is_alpha(c: char) -> bool {
    c.is_ascii_alphabetic()
}

/// RFC 1630 URL BNF `xalpha` (no escapes in these alphabets).
fn is_xalpha(c: char) -> bool {
    c.is_ascii_alphanumeric() || "$-_@.&+!*\"'(),".contains(c)
}

fn xalphas(s: &str) -> bool {
    !s.is_empty() && s.chars().all(is_xalpha)
}

/// `ialpha  alpha [ xalphas ]`; `hostname  ialpha [ . hostname ]` has the same language.
fn ialpha(s: &str) -> bool {
    s.chars().next().is_some_and(is_alpha) && s.chars().all(is_xalpha)
}

/// `group  ialpha [ . group ]`, holding no `@`: the "News" prose tells a
/// message identifier from a group name by the `@` (the one tagged narrowing).
fn group(s: &str) -> bool {
    ialpha(s) && !s.contains('@')
}

fn digits(s: &str) -> bool {
    !s.is_empty() && s.chars().all(|c| c.is_ascii_digit())
}

fn hostnumber(s: &str) -> bool {
    let parts: Vec<_> = s.split('.').collect();
    parts.len() == 4 && parts.iter().all(|p| digits(p))
}

fn host(s: &str) -> bool {
    ialpha(s) || hostnumber(s)
}

fn hostport(s: &str) -> bool {
    host(s)
        || s.rsplit_once(':')
            .is_some_and(|(h, p)| host(h) && digits(p))
}

fn alphanum2s(s: &str) -> bool {
    !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.+".contains(c))
}

/// `login  [ user [ : password ] @ ] hostport`, every split tried.
fn login(s: &str) -> bool {
    if hostport(s) {
        return true;
    }
    s.match_indices('@').any(|(i, _)| {
        let (userinfo, rest) = (&s[..i], &s[i + 1..]);
        hostport(rest)
            && (alphanum2s(userinfo)
                || userinfo
                    .split_once(':')
                    .is_some_and(|(u, p)| alphanum2s(u) && alphanum2s(p)))
    })
}

/// `x @ y` for some `@`, with `left(x)` and `right(y)`.
fn split_at_some_at(s: &str, left: fn(&str) -> bool, right: fn(&str) -> bool) -> bool {
    s.match_indices('@')
        .any(|(i, _)| left(&s[..i]) && right(&s[i + 1..]))
}

/// Every string of up to `max` symbols from `alphabet`.
fn strings(alphabet: &[&str], max: usize) -> Vec<String> {
    let mut all = vec![String::new()];
    let mut layer = vec![String::new()];
    for _ in 0..max {
        layer = layer
            .iter()
            .flat_map(|s| alphabet.iter().map(move |a| format!("{s}{a}")))
            .collect();
        all.extend(layer.iter().cloned());
    }
    all
}

fn accepts(spec: Edition, input: &str) -> bool {
    urispec::parse(spec, input).is_ok()
}

/// `check(spec, s)` under RFC 1630 and draft-ietf-uri-url-03, for every
/// string `s` of up to `max` symbols of `alphabet`.
fn each_1994(alphabet: &[&str], max: usize, check: impl Fn(Edition, &str)) {
    for spec in [Edition::Rfc1630Url, Edition::UrlDraft03] {
        for s in strings(alphabet, max) {
            check(spec, &s);
        }
    }
}

#[test]
fn mailtoaddress_accepts_every_bnf_address() {
    each_1994(&["a", "1", "@", ".", "+"], 6, |spec, s| {
        let bnf = split_at_some_at(s, xalphas, ialpha);
        assert_eq!(
            accepts(spec, &format!("mailto:{s}")),
            bnf,
            "{spec}: mailto:{s}"
        );
    });
}

#[test]
fn groupart_accepts_every_bnf_groupart() {
    each_1994(&["a", "1", "@", ".", "*"], 6, |spec, s| {
        let bnf = s == "*" || group(s) || split_at_some_at(s, xalphas, host);
        assert_eq!(accepts(spec, &format!("news:{s}")), bnf, "{spec}: news:{s}");
    });
}

/// `telnet://s` parses exactly when `s` is a BNF `login`.
fn telnet_is_login(spec: Edition, s: &str) {
    let input = format!("telnet://{s}");
    assert_eq!(accepts(spec, &input), login(s), "{spec}: {input}");
}

#[test]
fn login_accepts_every_bnf_login() {
    each_1994(&["a", "1", "@", ":", "."], 6, |spec, s| {
        telnet_is_login(spec, s);
    });
}

/// `path  void | segment [ / path ]`, segments `xpalphas` (here `a`, `1`, `%00`).
fn path(s: &str) -> bool {
    let body = s.strip_suffix('/').unwrap_or(s);
    s.is_empty() || body.split('/').all(|seg| !seg.is_empty())
}

/// `hsoname [ % 0 0 version [ attributes ] ]` with `version  digits` and
/// `attributes` a run of `alphanums`: every split at a `%00` tried.
fn hsoname_version_attributes(s: &str) -> bool {
    path(s)
        || s.match_indices("%00").any(|(i, _)| {
            let (h, rest) = (&s[..i], &s[i + 3..]);
            let v_end = rest
                .find(|c: char| !c.is_ascii_digit())
                .unwrap_or(rest.len());
            let (v, a) = rest.split_at(v_end);
            // `digits` is greedy here, but any split of digits between the
            // version and a digit-led attribute leaves the same string.
            path(h) && digits(v) && a.chars().all(|c| c.is_ascii_alphanumeric())
        })
}

#[test]
fn prosperolink_accepts_every_bnf_link() {
    each_1994(&["a", "1", "%00", "/"], 5, |spec, s| {
        if hsoname_version_attributes(s) {
            assert!(
                accepts(spec, &format!("prospero://h/{s}")),
                "{spec}: prospero://h/{s}"
            );
        }
    });
}

/// Dotted quads: `1.` as one symbol lets a `hostnumber` (`1.1.1.1`) and a
/// longer name that starts like one (`1.1.1.1.1`, `1.1.1.1a`) appear, where a
/// PEG that took the `hostnumber` prefix would miss the whole-input reading.
#[test]
fn hostnumber_prefixes_do_not_shrink_login_or_groupart() {
    each_1994(&["1.", "1", "a", "@", ":"], 6, |spec, s| {
        telnet_is_login(spec, s);
        if !s.contains(':') {
            let bnf = group(s) || split_at_some_at(s, xalphas, host);
            assert_eq!(accepts(spec, &format!("news:{s}")), bnf, "{spec}: news:{s}");
        }
    });
}
