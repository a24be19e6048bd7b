//! The path operations of each rule set: finding a run of slashes (TBL's
//! rule 2) and removing `.` and `..` segments. Each works in one pass with a
//! stack of segments (as RFC 1808 and RFC 2396 suggest: "a pair of segment
//! stacks"), never recursing, so a path of a million segments is fine.

use super::SurplusDotDot;

/// TBL's rule 2: the byte offset of the first maximal run of exactly `n`
/// slashes in `path`; with `qualified` (RFC 1630), the first such run "which
/// has no greater number of consecutive slashes anywhere to the right of it".
pub(super) fn slash_run(path: &str, n: usize, qualified: bool) -> Option<usize> {
    // (start, length) of every maximal run of slashes.
    let bytes = path.as_bytes();
    let mut runs = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'/' {
            let start = i;
            while i < bytes.len() && bytes[i] == b'/' {
                i += 1;
            }
            runs.push((start, i - start));
        } else {
            i += 1;
        }
    }
    // The longest run strictly to the right of each run.
    let mut longer_to_the_right = vec![0; runs.len()];
    let mut max = 0;
    for (k, &(_, len)) in runs.iter().enumerate().rev() {
        longer_to_the_right[k] = max;
        max = max.max(len);
    }
    runs.iter()
        .zip(longer_to_the_right)
        .find(|((_, len), right)| *len == n && (!qualified || *right <= n))
        .map(|((start, _), _)| *start)
}

/// The URI draft's and RFC 1630's rule 4: "all occurrences of "xxx/../" or
/// "/." are recursively removed, where xxx, ".." and "." are complete path
/// elements". Elements are everything between slashes, the void one before
/// a leading slash included (the generic `path` may start with void). Matches
/// are removed left to right; `xxx` is never `..` itself (`../../` is not
/// taken to cancel out).
pub(super) fn tbl(path: &str) -> String {
    let elements: Vec<&str> = path.split('/').collect();
    let n = elements.len();
    let mut out: Vec<&str> = Vec::with_capacity(n);
    for (i, &e) in elements.iter().enumerate() {
        // "/.": a "." with a slash before it in the current string.
        if e == "." && !out.is_empty() {
            continue;
        }
        // "xxx/../": a ".." with a slash after it and a complete element before.
        if e == ".." && i + 1 < n && out.last().is_some_and(|top| *top != "..") {
            out.pop();
            continue;
        }
        out.push(e);
    }
    out.join("/")
}

/// The URL draft 02: "repeatedly remove "/xxx/.." and "/." where xxx, ".."
/// and "." are complete path elements": `xxx` needs a slash before it, and a
/// final `/xxx/..` goes with its slashes (`/b/c/..` gives `/b`).
pub(super) fn url_draft_02(path: &str) -> String {
    let mut out: Vec<&str> = Vec::new();
    for e in path.split('/') {
        // "/.": a "." with a slash before it.
        if e == "." && !out.is_empty() {
            continue;
        }
        // "/xxx/..": the element before has a slash before it too.
        if e == ".." && out.len() >= 2 && out.last().is_some_and(|top| *top != "..") {
            out.pop();
            continue;
        }
        out.push(e);
    }
    out.join("/")
}

/// Is a segment of `path` (between slashes) `.` or `..`? Where none is, the
/// dot-segment steps of RFC 1808, RFC 2396 and RFC 3986 leave the path as it is.
pub(super) fn has_dot_segment(path: &str) -> bool {
    path.contains('.') && path.split('/').any(|s| s == "." || s == "..")
}

/// RFC 1808 §4 step 6a-6d and RFC 2396 §5.2 step 6c-6g on a merged path
/// (the segments after a leading `/`): remove `./` and a final `.`, then
/// every `<segment>/../` (leftmost first) and a final `<segment>/..`, where
/// `<segment>` is not `..`. `None` when `surplus` is
/// [`SurplusDotDot::Refuse`] and the result still begins with `..` (6g).
pub(super) fn rfc1808_2396(path: &str, surplus: SurplusDotDot) -> Option<String> {
    if !has_dot_segment(path) {
        // Nothing for steps 6c-6g to remove: the path as it is.
        return Some(path.to_owned());
    }
    rfc1808_2396_steps(path, surplus)
}

/// [`rfc1808_2396`] on a merged path of its own, given back as it is where
/// it has no dot segment; the path after steps 6c-6f where step 6g refuses.
pub(super) fn rfc1808_2396_owned(path: String, surplus: SurplusDotDot) -> Result<String, String> {
    if !has_dot_segment(&path) {
        return Ok(path);
    }
    rfc1808_2396_steps(&path, surplus).ok_or(path)
}

/// [`rfc1808_2396`]'s steps, taken on any path.
fn rfc1808_2396_steps(path: &str, surplus: SurplusDotDot) -> Option<String> {
    let (lead, rest) = match path.strip_prefix('/') {
        Some(rest) => ("/", rest),
        None => ("", path),
    };
    let segments: Vec<&str> = rest.split('/').collect();
    let n = segments.len();
    let mut out: Vec<&str> = Vec::with_capacity(n);
    let mut trailing_slash = false;
    for (i, &s) in segments.iter().enumerate() {
        let last = i + 1 == n;
        if s == "." {
            // 6c (1808: 6a): "./" removed; 6d (1808: 6b): a final "." removed,
            // leaving the slash before it.
            trailing_slash = last;
            continue;
        }
        if s == ".." && out.last().is_some_and(|top| *top != "..") {
            // 6e (1808: 6c): "<segment>/../" removed; 6f (1808: 6d): a final
            // "<segment>/.." removed, leaving the slash before it.
            out.pop();
            trailing_slash = last;
            continue;
        }
        out.push(s);
    }
    // 6g: leading ".." segments left over.
    let surplus_count = out.iter().take_while(|s| **s == "..").count();
    if surplus_count > 0 {
        match surplus {
            SurplusDotDot::Keep => {}
            SurplusDotDot::Remove => {
                out.drain(..surplus_count);
                trailing_slash |= out.is_empty();
            }
            SurplusDotDot::Refuse => return None,
        }
    }
    if trailing_slash {
        out.push("");
    }
    // 6h: the buffer is the new path.
    Some(format!("{lead}{}", out.join("/")))
}

/// RFC 3986 §5.2.4 remove_dot_segments, step by step on an input and an
/// output buffer.
pub(crate) fn rfc3986(path: &str) -> String {
    rfc3986_cow(path).into_owned()
}

/// [`rfc3986`], borrowing `path` where it has no dot segment (only step
/// 2E applies, segment by segment: the path as it is).
pub(super) fn rfc3986_cow(path: &str) -> std::borrow::Cow<'_, str> {
    if has_dot_segment(path) {
        std::borrow::Cow::Owned(rfc3986_steps(path))
    } else {
        std::borrow::Cow::Borrowed(path)
    }
}

/// [`rfc3986`] on a merged path of its own, given back as it is where it
/// has no dot segment.
pub(super) fn rfc3986_owned(path: String) -> String {
    if has_dot_segment(&path) {
        rfc3986_steps(&path)
    } else {
        path
    }
}

/// [`rfc3986`]'s steps, taken on any path.
fn rfc3986_steps(path: &str) -> String {
    let mut input = path;
    let mut output = String::with_capacity(path.len());
    let remove_last = |output: &mut String| match output.rfind('/') {
        Some(i) => output.truncate(i),
        None => output.clear(),
    };
    // 2. "While the input buffer is not empty, loop as follows:"
    while !input.is_empty() {
        if let Some(rest) = input
            .strip_prefix("../")
            .or_else(|| input.strip_prefix("./"))
        {
            // A: remove a leading "../" or "./".
            input = rest;
        } else if input.starts_with("/./") {
            // B: replace a leading "/./" with "/".
            input = &input[2..];
        } else if input == "/." {
            // B: replace a final "/." with "/".
            input = "/";
        } else if input.starts_with("/../") {
            // C: replace "/../" with "/" and remove the last output segment.
            input = &input[3..];
            remove_last(&mut output);
        } else if input == "/.." {
            // C: the same for a final "/..".
            input = "/";
            remove_last(&mut output);
        } else if input == "." || input == ".." {
            // D: remove a lone "." or "..".
            input = "";
        } else {
            // E: move the first segment, with its leading "/" if any, to the output.
            let skip = usize::from(input.starts_with('/'));
            let end = input[skip..].find('/').map_or(input.len(), |i| i + skip);
            output.push_str(&input[..end]);
            input = &input[end..];
        }
    }
    output
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slash_runs() {
        let p = "//a/b/c//d/e/f";
        assert_eq!(slash_run(p, 2, false), Some(0));
        assert_eq!(slash_run(p, 2, true), Some(0));
        assert_eq!(slash_run(p, 1, false), Some(3));
        assert_eq!(slash_run(p, 1, true), Some(10));
        assert_eq!(slash_run(p, 3, true), None);
    }

    /// The traces printed in RFC 3986 §5.2.4.
    #[test]
    fn rfc3986_traces() {
        assert_eq!(rfc3986("/a/b/c/./../../g"), "/a/g");
        assert_eq!(rfc3986("mid/content=5/../6"), "mid/6");
    }

    #[test]
    fn rfc2396_steps() {
        let keep = |p| rfc1808_2396(p, SurplusDotDot::Keep).unwrap();
        assert_eq!(keep("/b/c/../../../g"), "/../g");
        assert_eq!(keep("/b/c/g/."), "/b/c/g/");
        assert_eq!(keep("/b/c/.."), "/b/");
        assert_eq!(keep("/b/c/../.."), "/");
        assert_eq!(keep("/a//../b"), "/a/b");
        assert_eq!(
            rfc1808_2396("/b/c/../../../g", SurplusDotDot::Remove).as_deref(),
            Some("/g")
        );
        assert_eq!(rfc1808_2396("/../g", SurplusDotDot::Refuse), None);
    }

    #[test]
    fn tbl_rule_4() {
        assert_eq!(tbl("//a/b/c//d/e/../g"), "//a/b/c//d/g");
        assert_eq!(tbl("/b/c/.."), "/b/c/..");
        assert_eq!(tbl("/b/./c/."), "/b/c");
        assert_eq!(url_draft_02("/b/c/.."), "/b");
        assert_eq!(url_draft_02("/../g"), "/../g");
    }

    /// A path without a `.` or `..` segment is left as it is without taking
    /// the steps: what the steps give too, on every path.
    #[test]
    fn paths_without_dot_segments() {
        for path in ["", "/", "/a.b/c..d/.e/f.", "a//b", "/.../g", "..a/b."] {
            assert!(!has_dot_segment(path), "{path}");
            assert_eq!(rfc3986_steps(path), path);
            assert_eq!(
                rfc1808_2396_steps(path, SurplusDotDot::Refuse).as_deref(),
                Some(path)
            );
        }
        for path in [".", "..", "/.", "a/../b", "./a", "/a/.."] {
            assert!(has_dot_segment(path), "{path}");
        }
    }

    proptest::proptest! {
        #[test]
        fn the_shortcut_agrees_with_the_steps(path in "[a./]{0,12}") {
            proptest::prop_assert_eq!(rfc3986(&path), rfc3986_steps(&path));
            proptest::prop_assert_eq!(rfc3986_owned(path.clone()), rfc3986_steps(&path));
            for surplus in SurplusDotDot::ALL {
                proptest::prop_assert_eq!(
                    rfc1808_2396(&path, surplus),
                    rfc1808_2396_steps(&path, surplus)
                );
                proptest::prop_assert_eq!(
                    rfc1808_2396_owned(path.clone(), surplus).ok(),
                    rfc1808_2396_steps(&path, surplus)
                );
            }
        }
    }

    #[test]
    fn a_million_segments() {
        let path = "/a".repeat(1_000_000) + &"/..".repeat(999_999);
        assert_eq!(tbl(&path), "/a/a/..");
        assert_eq!(rfc1808_2396(&path, SurplusDotDot::Keep).unwrap(), "/a/");
        assert_eq!(rfc3986(&path), "/a/");
        assert_eq!(url_draft_02(&path), "/a");
    }
}
