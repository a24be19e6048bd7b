//! `grammar/rfc2396.pest`: RFC 2396, Appendix A "Collected BNF for URI".

use super::fill::Role;
use crate::edition::Edition;

pest_grammar!(
    "grammar/rfc2396.pest",
    "rfc2396",
    Edition::Rfc2396,
    [":", "/", "//", "?", "#", "@", ";"]
);

/// The slots of the offsets record of a `URI-reference` (RFC 2396 §4) that
/// a rule's span can fill: the parts the typed views of `crate::syntax::rfc2396`
/// read. Everything else (`hier_part`, `net_path`, `hostport`, ...) lies
/// between these and is computed from them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Slot {
    /// `scheme` (§3.1).
    Scheme,
    /// `server` (§3.2.2): the authority, server-based.
    Server,
    /// `reg_name` (§3.2.1): the authority, registry-based.
    RegName,
    /// `userinfo` (§3.2.2).
    Userinfo,
    /// `hostname` (§3.2.2): the host, a name.
    Hostname,
    /// `IPv4address` (§3.2.2): the host, an address.
    Ipv4address,
    /// `port` (§3.2.2).
    Port,
    /// `abs_path` (§3): the path, absolute (alone or after a `net_path`'s authority).
    AbsPath,
    /// `rel_path` (§5): the path, relative.
    RelPath,
    /// `opaque_part` (§3): the path of an opaque URI.
    OpaquePart,
    /// `query` (§3.4).
    Query,
    /// `fragment` (§4.1).
    Fragment,
}

impl super::fill::SchemeSlot for Slot {
    /// `scheme` (RFC 2396 §3.1).
    #[inline(always)]
    fn is_scheme(self) -> bool {
        matches!(self, Slot::Scheme)
    }
}

/// The walker table of RFC 2396: what each rule's span means to the offsets
/// record of a `URI-reference`. Exhaustive, no `_` arm: a new rule in
/// `grammar/rfc2396.pest` must be given a role here.
#[inline]
pub(crate) fn role(rule: Rule) -> Role<Slot> {
    match rule {
        // Groups: the record keeps their parts, their own spans follow from them.
        Rule::URI_reference_eoi
        | Rule::URI_reference
        | Rule::absoluteURI
        | Rule::relativeURI
        | Rule::hier_part
        | Rule::net_path
        | Rule::authority
        | Rule::hostport
        | Rule::host
        | Rule::path => Role::Descend,
        // `server = [ [ userinfo "@" ] hostport ]`: its span is the
        // authority's, its parts are read too.
        Rule::server => Role::Slot(Slot::Server),
        Rule::scheme => Role::Leaf(Slot::Scheme),
        Rule::reg_name => Role::Leaf(Slot::RegName),
        Rule::userinfo => Role::Leaf(Slot::Userinfo),
        Rule::hostname => Role::Leaf(Slot::Hostname),
        Rule::IPv4address => Role::Leaf(Slot::Ipv4address),
        Rule::port => Role::Leaf(Slot::Port),
        Rule::abs_path => Role::Leaf(Slot::AbsPath),
        Rule::rel_path => Role::Leaf(Slot::RelPath),
        Rule::opaque_part => Role::Leaf(Slot::OpaquePart),
        Rule::query => Role::Leaf(Slot::Query),
        Rule::fragment => Role::Leaf(Slot::Fragment),
        // Read off the text of the leaf around them (segments and params are
        // split at "/" and ";", labels at ".").
        Rule::rel_segment
        | Rule::path_segments
        | Rule::segment
        | Rule::param
        | Rule::domainlabel
        | Rule::toplabel
        | Rule::escaped
        // Character classes.
        | Rule::uric_no_slash
        | Rule::pchar
        | Rule::uric
        | Rule::reserved
        | Rule::unreserved
        | Rule::mark
        | Rule::hex
        | Rule::alphanum
        | Rule::alpha
        | Rule::lowalpha
        | Rule::upalpha
        | Rule::digit
        | Rule::EOI => Role::Ignore,
    }
}

/// Accept/reject tables for the rules whose PEG form differs from the printed
/// BNF (`domainlabel`, `toplabel`, `hostname`) and for the host and authority
/// rules. A rule "accepts" a string only when it consumes all of it.
#[cfg(test)]
mod tests {
    use super::{Parser, Rule};

    fn whole(rule: Rule, input: &str) -> bool {
        crate::grammar::whole::<Parser>(rule, input)
    }

    #[track_caller]
    fn table(rule: Rule, accept: &[&str], reject: &[&str]) {
        crate::grammar::table::<Parser>(rule, accept, reject);
    }

    /// The printed BNF read directly (no PEG): `alphanum | alphanum *( alphanum
    /// | "-" ) alphanum`, i.e. alphanumerics and hyphens, first and last alphanumeric.
    fn spec_label(s: &str, first: fn(&u8) -> bool) -> bool {
        let b = s.as_bytes();
        match (b.first(), b.last()) {
            (Some(f), Some(l)) => {
                first(f)
                    && l.is_ascii_alphanumeric()
                    && b.iter().all(|c| c.is_ascii_alphanumeric() || *c == b'-')
            }
            _ => false,
        }
    }

    fn spec_domainlabel(s: &str) -> bool {
        spec_label(s, u8::is_ascii_alphanumeric)
    }

    fn spec_toplabel(s: &str) -> bool {
        spec_label(s, u8::is_ascii_alphabetic)
    }

    /// `*( domainlabel "." ) toplabel [ "." ]` read directly.
    fn spec_hostname(s: &str) -> bool {
        let s = s.strip_suffix('.').unwrap_or(s);
        let labels: Vec<&str> = s.split('.').collect();
        let (last, init) = labels
            .split_last()
            .expect("split yields at least one piece");
        spec_toplabel(last) && init.iter().all(|l| spec_domainlabel(l))
    }

    /// Every string of length 0..=max over `alphabet`.
    fn all_strings(alphabet: &[char], max: usize) -> Vec<String> {
        let mut out = vec![String::new()];
        let mut layer = vec![String::new()];
        for _ in 0..max {
            let mut next = Vec::new();
            for s in &layer {
                for c in alphabet {
                    let mut t = s.clone();
                    t.push(*c);
                    next.push(t);
                }
            }
            out.extend(next.iter().cloned());
            layer = next;
        }
        out
    }

    /// The PEG rewrites accept exactly the strings the printed BNF does, on
    /// every string of up to 7 characters over letters, digits, "-" and ".".
    #[test]
    fn rewrites_match_the_printed_bnf_exhaustively() {
        let strings = all_strings(&['a', '1', '-', '.'], 7);
        assert_eq!(strings.len(), (0..=7).map(|n| 4usize.pow(n)).sum::<usize>());
        for s in &strings {
            assert_eq!(
                whole(Rule::domainlabel, s),
                spec_domainlabel(s),
                "domainlabel {s:?}"
            );
            assert_eq!(whole(Rule::toplabel, s), spec_toplabel(s), "toplabel {s:?}");
            assert_eq!(whole(Rule::hostname, s), spec_hostname(s), "hostname {s:?}");
        }
    }

    #[test]
    fn rfc2396_domainlabel() {
        table(
            Rule::domainlabel,
            &["w", "www", "a-b", "a--b", "9", "1a", "a1", "x-1-y"],
            &["", "-", "a-", "-a", "a.b", "a_b", "a%41"],
        );
    }

    #[test]
    fn rfc2396_toplabel() {
        table(
            Rule::toplabel,
            &["c", "com", "a-b", "a--9", "z9"],
            &["", "1", "1a", "-a", "a-", "a.b"],
        );
    }

    #[test]
    fn rfc2396_hostname() {
        table(
            Rule::hostname,
            &[
                "a",
                "a.",
                "www.w3.org",
                "www.w3.org.",
                "1.a",
                "1-2.x-y.z",
                "ftp.is.co.za",
                "a.b.c.d.e",
            ],
            &[
                "", ".", "a..b", "a.1", "1.2.3.4", "-a.b", "a-.b", "a.b-", "a.b..", ".a",
            ],
        );
    }

    #[test]
    fn rfc2396_ipv4address() {
        table(
            Rule::IPv4address,
            &["1.2.3.4", "10.0.0.1", "999.999.999.999", "0001.2.3.4"],
            &["1.2.3", "1.2.3.4.", "1..2.3", "a.b.c.d", "1.2.3.4.5", ""],
        );
    }

    #[test]
    fn rfc2396_host() {
        table(
            Rule::host,
            &["www.w3.org", "1.2.3.4", "localhost", "a.", "1.2.3.4a.b"],
            &["", "1.2.3", "1.2.3.4a", "[::1]", "a_b", "a b"],
        );
    }

    #[test]
    fn rfc2396_hostport() {
        table(
            Rule::hostport,
            &["a:80", "a:", "a:99999", "1.2.3.4:8000", "a"],
            &[":80", "a:8a", "a::80"],
        );
    }

    #[test]
    fn rfc2396_server() {
        table(
            Rule::server,
            &["", "a", "u@a", "u:p@a:80", "@a", ":@a:", "u;x=y@1.2.3.4"],
            &["a@b@c", "u@", "a b", "[::1]"],
        );
    }

    #[test]
    fn rfc2396_reg_name() {
        table(
            Rule::reg_name,
            &["a@b@c", "a_b", "$,;:@&=+", "%41", "a:b:c"],
            &["", "a/b", "a?b", "a#b", "[::1]", "a b"],
        );
    }

    #[test]
    fn rfc2396_authority() {
        // `server` only when it reaches the end of the authority, else `reg_name`.
        let kind = |input: &str| crate::grammar::whole_child::<Parser>(Rule::authority, input);
        assert_eq!(kind("a"), Some(Rule::server));
        assert_eq!(kind(""), Some(Rule::server));
        assert_eq!(kind("u@a:80"), Some(Rule::server));
        assert_eq!(kind("a@b@c"), Some(Rule::reg_name));
        assert_eq!(kind("a_b"), Some(Rule::reg_name));
        assert_eq!(kind("a:b:c"), Some(Rule::reg_name));
        assert_eq!(kind("1.2.3.4a"), Some(Rule::reg_name));
        assert_eq!(kind("-a"), Some(Rule::reg_name));
        assert_eq!(kind("[::1]"), None);
        assert_eq!(kind("a b"), None);
    }

    #[test]
    fn rfc2396_rel_segment_excludes_colon() {
        table(Rule::rel_segment, &["g", "g;x", "a@b"], &["", "a:b", "a/b"]);
    }
}
