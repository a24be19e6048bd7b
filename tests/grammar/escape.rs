//! Properties of `%hh` normalization over arbitrary strings: normalizing
//! twice equals normalizing once, and the octets a string stands for never
//! change (RFC 1630, "Conventional URI encoding scheme": comparing "at the
//! same encoding level").

use proptest::prelude::*;
use urispec::escape::{decode, normalize_unreserved};

/// Strings dense in `%` and hex digits, where invented escapes would hide,
/// mixed with any other character.
fn escapy() -> impl Strategy<Value = String> {
    proptest::collection::vec(
        prop_oneof![
            4 => Just('%'),
            4 => prop::sample::select(vec!['0', '2', '4', '1', 'a', 'A', 'f', 'D', 'G', 'z']),
            1 => any::<char>(),
        ],
        0..24,
    )
    .prop_map(|chars| chars.into_iter().collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(4096))]

    #[test]
    fn normalizing_is_idempotent(s in escapy()) {
        let once = normalize_unreserved(&s).into_owned();
        prop_assert_eq!(normalize_unreserved(&once), once.as_str());
    }

    #[test]
    fn normalizing_keeps_the_octets(s in escapy()) {
        let normalized = normalize_unreserved(&s);
        prop_assert_eq!(decode(&normalized), decode(&s));
    }

    #[test]
    fn normalizing_any_string_is_idempotent(s in any::<String>()) {
        let once = normalize_unreserved(&s).into_owned();
        prop_assert_eq!(normalize_unreserved(&once), once.as_str());
    }
}

mod levels_words_and_sets {
    use proptest::prelude::*;
    use urispec::escape::{
        decode, decode_lossy, decode_utf8, reduced, safer, search_from_words, search_words,
        try_decode, DecodeError, Set,
    };
    use urispec::Edition;

    /// URI-ish text with no stray `%`: characters of RFC 2396's `uric`
    /// and the TBL sets, and well-formed escapes.
    fn uri_text() -> impl Strategy<Value = String> {
        proptest::collection::vec(
            prop_oneof![
                3 => prop::sample::select(b"abzAZ09-_.!~*'()$&+,;=:@/?#\"".to_vec()).prop_map(|b| char::from(b).to_string()),
                2 => any::<u8>().prop_map(|b| format!("%{b:02x}")),
                1 => any::<u8>().prop_map(|b| format!("%{b:02X}")),
            ],
            0..24,
        )
        .prop_map(|parts| parts.concat())
    }

    fn grammar() -> impl Strategy<Value = Edition> {
        prop::sample::select(Edition::ALL.to_vec())
    }

    /// Any subset of ASCII as a reduced safe set.
    fn set() -> impl Strategy<Value = Set> {
        any::<[u8; 16]>().prop_map(|bits| {
            let members: Vec<u8> = (0u8..128)
                .filter(|&b| bits[usize::from(b / 8)] & (1 << (b % 8)) != 0)
                .collect();
            Set::from_bytes(&members)
        })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2048))]

        #[test]
        fn encoding_with_any_production_round_trips(g in grammar(), bytes in proptest::collection::vec(any::<u8>(), 0..32), pick in any::<prop::sample::Index>()) {
            let productions: Vec<_> = Set::productions(g).collect();
            let (production, set) = productions[pick.index(productions.len())];
            let encoded = set.encode(&bytes);
            let decoded = try_decode(&encoded).expect("only escapes");
            prop_assert_eq!(decoded.as_ref(), &bytes[..]);
            for b in encoded.bytes() {
                prop_assert!(b == b'%' || b.is_ascii_hexdigit() || set.contains(b), "{} `{}`: {:?}", g, production, encoded);
            }
        }

        #[test]
        fn levels_keep_the_octets_and_reserved_characters(g in grammar(), s in uri_text(), keep in set()) {
            let safe = safer(g, keep, &s);
            let red = reduced(g, keep, &s);
            prop_assert_eq!(decode(&safe), decode(&s));
            prop_assert_eq!(decode(&red), decode(&s));
            // Reserved characters stay where they are, bare or escaped.
            let unreserved = Set::unreserved(g);
            let bare = |t: &str| -> Vec<u8> { t.bytes().filter(|&b| b != b'%' && !b.is_ascii_alphanumeric() && !unreserved.contains(b)).collect() };
            prop_assert_eq!(bare(&safe), bare(&s));
            prop_assert_eq!(bare(&red), bare(&s));
        }

        #[test]
        fn safer_is_undone_by_reducing(g in grammar(), s in uri_text(), keep in set()) {
            let all = Set::unreserved(g);
            let safe = safer(g, keep, &s);
            prop_assert_eq!(reduced(g, all, &safe), reduced(g, all, &s));
            // Every unreserved character left bare is in the safe set, unless
            // it is part of a `.`/`..` run.
            prop_assert_eq!(safer(g, keep, &safe), safe.clone());
        }

        #[test]
        fn search_words_round_trip(g in prop::sample::select(vec![Edition::UriDraft, Edition::Rfc1630, Edition::Rfc1630Url, Edition::UrlDraft02, Edition::UrlDraft03]),
                                   words in proptest::collection::vec(proptest::collection::vec(any::<u8>(), 0..8), 1..5)) {
            // RFC 1630's and draft-03's URL `search` has `+` in `safe`, so a
            // word may be void (`a++b`, `+a`), though the search may not; the
            // other grammars' `xalphas` words each hold a character.
            let void_words = matches!(g, Edition::Rfc1630Url | Edition::UrlDraft03);
            let holdable = if void_words { words.len() > 1 || !words[0].is_empty() } else { words.iter().all(|w| !w.is_empty()) };
            let built = search_from_words(g, words.iter().map(Vec::as_slice));
            prop_assert_eq!(built.is_ok(), holdable, "{}: {:?} gives {:?}", g, words, built);
            let Ok(search) = built else { return Ok(()) };
            let back: Vec<Vec<u8>> = search_words(&search).map(|w| w.into_owned()).collect();
            prop_assert_eq!(&back, &words);
            // And it is a search of the grammar: `x:y?<search>` or `http://h/?<search>` parses.
            let uri = if matches!(g, Edition::UriDraft | Edition::Rfc1630) { format!("x:y?{search}") } else { format!("http://h/p?{search}") };
            prop_assert!(urispec::parse(g, &uri).is_ok(), "{}: {}", g, uri);
        }
    }

    #[test]
    fn decoding_errors_name_the_offset() {
        assert_eq!(
            try_decode("ab%4"),
            Err(DecodeError::BadEscape { offset: 2 })
        );
        assert_eq!(
            try_decode("%%41"),
            Err(DecodeError::BadEscape { offset: 0 })
        );
        assert_eq!(
            decode_utf8("%41%42%FF%43"),
            Err(DecodeError::NotUtf8 { offset: 6 })
        );
        assert_eq!(decode_utf8("é%C3"), Err(DecodeError::NotUtf8 { offset: 2 }));
        assert!(matches!(
            decode_utf8("plain"),
            Ok(std::borrow::Cow::Borrowed("plain"))
        ));
        assert_eq!(decode_lossy("a%FFb%"), "a\u{fffd}b%");
    }

    #[test]
    fn search_words_errors() {
        use urispec::escape::WordError;
        assert_eq!(
            search_from_words(Edition::Rfc1630, []),
            Err(WordError::NoWords)
        );
        assert_eq!(
            search_from_words(Edition::Rfc1630, [&b"a"[..], b""]),
            Err(WordError::EmptyWord { index: 1 })
        );
        assert_eq!(
            search_from_words(Edition::Rfc1630Url, [&b""[..], b"a", b"", b"+"]).as_deref(),
            Ok("+a++%2B")
        );
        assert_eq!(
            search_from_words(Edition::UrlDraft02, [&b"a"[..], b""]),
            Err(WordError::EmptyWord { index: 1 })
        );
        assert_eq!(
            search_from_words(Edition::UrlDraft03, [&b""[..]]),
            Err(WordError::NoWords)
        );
        assert!(matches!(
            search_from_words(Edition::Rfc2396, [&b"a"[..]]),
            Err(WordError::NoSearch(_))
        ));
    }
}
