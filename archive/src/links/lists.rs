//! The URLs of one attribute's value: the value itself, or those of a
//! list (`srcset`, `archive`, `profile`), or the URL of a refresh's
//! `content`.

use super::tags::{is_space, trimmed};

/// How an attribute's value holds its URLs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Form {
    /// One URL (spaces around it taken off).
    One,
    /// URLs separated by commas: `<APPLET archive>` (HTML 4.01 §13.4: "a
    /// comma-separated list of URIs").
    Commas,
    /// URLs separated by white space: `<OBJECT archive>` (HTML 4.01 §13.3:
    /// "a space-separated list of URIs"), `<HEAD profile>` (§7.4.1).
    Spaces,
    /// Image candidates: a URL and its descriptors each, separated by
    /// commas (HTML Living Standard, "parse a srcset attribute").
    Srcset,
    /// `<META http-equiv="refresh">`'s `content`: a time and a URL.
    Refresh,
}

impl Form {
    /// The form of `attribute` on `element` (an attribute of
    /// [`LINK_ATTRIBUTES`](super::LINK_ATTRIBUTES)).
    pub(super) fn of(element: &str, attribute: &str) -> Form {
        match attribute {
            "srcset" => Form::Srcset,
            "archive" if element == "applet" => Form::Commas,
            "archive" | "profile" => Form::Spaces,
            "content" => Form::Refresh,
            _ => Form::One,
        }
    }
}

/// The URLs of `value` in `form` (each without the spaces around it; an
/// empty one only for [`Form::One`]: `href=""` is a link to the page
/// itself).
pub(super) fn urls(form: Form, value: &[u8]) -> Vec<&[u8]> {
    match form {
        Form::One => vec![trimmed(value)],
        Form::Commas => value
            .split(|&b| b == b',')
            .map(trimmed)
            .filter(|u| !u.is_empty())
            .collect(),
        Form::Spaces => value
            .split(|&b| is_space(b))
            .filter(|u| !u.is_empty())
            .collect(),
        Form::Srcset => srcset(value),
        Form::Refresh => refresh(value).into_iter().collect(),
    }
}

/// The URLs of a `srcset` (HTML Living Standard, "parse a srcset
/// attribute", steps 1-13): split at white space and commas into
/// candidates, each a URL (trailing commas taken off) and its descriptors
/// up to the next comma outside parentheses. Every candidate's URL is
/// kept, even where its descriptors are invalid and a browser would drop
/// it: the page still names it.
fn srcset(value: &[u8]) -> Vec<&[u8]> {
    let mut urls = Vec::new();
    let mut at = 0;
    loop {
        // Splitting loop: white space and commas.
        while value.get(at).is_some_and(|&b| is_space(b) || b == b',') {
            at += 1;
        }
        if at >= value.len() {
            return urls;
        }
        let start = at;
        while value.get(at).is_some_and(|&b| !is_space(b)) {
            at += 1;
        }
        let mut url = &value[start..at];
        if url.ends_with(b",") {
            // The URL ends the candidate; no descriptors.
            while let Some(rest) = url.strip_suffix(b",") {
                url = rest;
            }
        } else {
            // Descriptors, to a comma outside parentheses or the end.
            let mut parens = false;
            while let Some(&b) = value.get(at) {
                at += 1;
                match b {
                    b'(' => parens = true,
                    b')' => parens = false,
                    b',' if !parens => break,
                    _ => {}
                }
            }
        }
        if !url.is_empty() {
            urls.push(url);
        }
    }
}

/// The URL of a refresh's `content` (HTML Living Standard, "shared
/// declarative refresh steps"): after white space, a time (digits and
/// dots), then `;` or `,` or white space, then the URL, with or without
/// `URL=` before it (any case, white space around `=`) and quotes around
/// it; `None` for a time alone (`content="5"`: the page reloads itself)
/// or a value that is no refresh.
fn refresh(value: &[u8]) -> Option<&[u8]> {
    let mut at = 0;
    let skip_spaces = |at: &mut usize| {
        while value.get(*at).is_some_and(|&b| is_space(b)) {
            *at += 1;
        }
    };
    skip_spaces(&mut at);
    let digits = value[at..]
        .iter()
        .take_while(|b| b.is_ascii_digit())
        .count();
    if digits == 0 && value.get(at) != Some(&b'.') {
        return None;
    }
    at += digits;
    while value
        .get(at)
        .is_some_and(|&b| b.is_ascii_digit() || b == b'.')
    {
        at += 1;
    }
    if at < value.len() {
        if !matches!(value[at], b';' | b',') && !is_space(value[at]) {
            return None;
        }
        skip_spaces(&mut at);
        if matches!(value.get(at), Some(b';' | b',')) {
            at += 1;
        }
        skip_spaces(&mut at);
    }
    if at >= value.len() {
        return None;
    }
    // `URL=`, when it is there.
    let mut url_at = at;
    if value[at..].len() >= 3 && value[at..at + 3].eq_ignore_ascii_case(b"url") {
        let mut next = at + 3;
        skip_spaces(&mut next);
        if value.get(next) == Some(&b'=') {
            next += 1;
            skip_spaces(&mut next);
            url_at = next;
        }
    }
    let mut url = &value[url_at..];
    if let Some(&quote @ (b'"' | b'\'')) = url.first() {
        url = &url[1..];
        if let Some(end) = url.iter().position(|&b| b == quote) {
            url = &url[..end];
        }
    }
    let url = trimmed(url);
    (!url.is_empty()).then_some(url)
}
