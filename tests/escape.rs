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
