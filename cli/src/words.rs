//! Counts in words: `1 line`, `2 lines`, the same in every summary.

/// `n` and the noun that goes with it: `one` for 1, `more` for any other
/// number (`0 lines`, `1 line`, `2 lines`).
pub fn count(n: u64, one: &str, more: &str) -> String {
    match n {
        1 => format!("1 {one}"),
        n => format!("{n} {more}"),
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn one_is_singular_and_every_other_number_plural() {
        assert_eq!(count(0, "line", "lines"), "0 lines");
        assert_eq!(count(1, "capture", "captures"), "1 capture");
        assert_eq!(count(2, "link", "links"), "2 links");
    }
}
