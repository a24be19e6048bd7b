//! The start tags of a page that hold links, read by html5gum's tokenizer
//! with an emitter of this module's: the attributes of
//! [`LINK_ATTRIBUTES`] where they are links, the `<META>` that name a date
//! or a charset, and the text of each anchor, as the tokenizer gives them
//! (character references decoded), the page's own bytes that are not ASCII
//! kept.

use std::borrow::Cow;
use std::ops::Range;

use html5gum::{naive_next_state, Emitter, State, Tokenizer};

use super::charset::{in_content_type, Charset};
use super::LINK_ATTRIBUTES;

/// Marks a byte of the page that is not ASCII in what the tokenizer reads
/// and gives back: each such byte `b` is read as the two bytes `RAW, b`.
/// The tokenizer treats every byte that is not ASCII alike (the WHATWG
/// "anything else"), so the page is tokenized as it would be, and a byte
/// of the page is told from a character reference's UTF-8 (which never
/// holds 0xFF): the original bytes are recoverable whatever the charset.
pub(super) const RAW: u8 = 0xFF;

/// The most of an anchor's text kept while reading, in bytes: 200
/// characters of at most 8 bytes each (a 4-byte UTF-8 character of the
/// page, each byte marked with [`RAW`]).
const TEXT_BYTES: usize = 200 * 8;

/// The attributes read beside [`LINK_ATTRIBUTES`] (whose slots come first,
/// in their order): for `<META>`.
const CHARSET: usize = LINK_ATTRIBUTES.len();
const HTTP_EQUIV: usize = CHARSET + 1;
const NAME: usize = CHARSET + 2;
const SLOTS: usize = CHARSET + 3;

/// The slot of `content` among [`LINK_ATTRIBUTES`] (`<META http-equiv=refresh>`'s URL).
const CONTENT: usize = 7;
/// The slot of `codebase` (the base of an `<APPLET>`'s or `<OBJECT>`'s other links).
const CODEBASE: usize = 6;

/// The slot of an attribute: its place in [`LINK_ATTRIBUTES`], then
/// `charset`, `http-equiv` and `name`.
pub(super) fn slot(attribute: &[u8]) -> Option<usize> {
    Some(match attribute {
        b"action" => 0,
        b"archive" => 1,
        b"background" => 2,
        b"cite" => 3,
        b"classid" => 4,
        b"code" => 5,
        b"codebase" => CODEBASE,
        b"content" => CONTENT,
        b"data" => 8,
        b"href" => 9,
        b"longdesc" => 10,
        b"lowsrc" => 11,
        b"profile" => 12,
        b"src" => 13,
        b"srcset" => 14,
        b"usemap" => 15,
        b"charset" => CHARSET,
        b"http-equiv" => HTTP_EQUIV,
        b"name" => NAME,
        _ => return None,
    })
}

/// One attribute of a start tag that is a link (or a list of them), as
/// the tokenizer gave it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct RawLink {
    /// The element's name, lower-cased (its bytes that are not ASCII
    /// marked).
    pub element: Vec<u8>,
    /// One of [`LINK_ATTRIBUTES`].
    pub attribute: &'static str,
    /// Its value, character references decoded.
    pub value: Vec<u8>,
    /// The element's `codebase`, for an attribute resolved against it
    /// (HTML 4.01 §13.3, §13.4).
    pub codebase: Option<Vec<u8>>,
    /// The anchor's text, for an `<A>`'s link: white space collapsed, at
    /// most [`TEXT_BYTES`].
    pub text: Option<Vec<u8>>,
}

/// What [`read`] finds.
#[derive(Debug, Default)]
pub(super) struct Read {
    pub links: Vec<RawLink>,
    /// The first `<META NAME="date">`'s `CONTENT`.
    pub meta_date: Option<Vec<u8>>,
    /// The charset of the first `<META charset>`, or `<META
    /// http-equiv="Content-Type">` whose `CONTENT` names one (HTML Living
    /// Standard, "prescan a byte stream": a META that names none is passed
    /// over).
    pub meta_charset: Option<Charset>,
}

/// The page as the tokenizer reads it: as it is when it is ASCII, else
/// each byte that is not ASCII marked with [`RAW`].
fn marked(html: &[u8]) -> Cow<'_, [u8]> {
    if html.is_ascii() {
        return Cow::Borrowed(html);
    }
    let mut out = Vec::with_capacity(html.len() + html.len() / 4);
    for &b in html {
        if !b.is_ascii() {
            out.push(RAW);
        }
        out.push(b);
    }
    Cow::Owned(out)
}

/// The links of every start tag of `html`, in order (the attributes of
/// one element in the order of [`LINK_ATTRIBUTES`]), its `<META>` date and
/// charset: html5gum's tokenizer with an emitter ([`Tags`]) that keeps the
/// attributes of interest and the anchors' text and nothing else (no
/// other text, no comments, no parse errors).
pub(super) fn read(html: &[u8]) -> Read {
    let page = marked(html);
    let mut tags = Tags {
        name: Vec::new(),
        start: false,
        last_start: Vec::new(),
        current: Current::None,
        attribute: Vec::new(),
        values: Default::default(),
        filled: 0,
        anchor: None,
        text: Vec::new(),
        space: false,
        raw_text: false,
        found: Read::default(),
    };
    // The emitter yields no tokens: one call reads the whole page (and
    // reading a slice fails never).
    let _ = Tokenizer::new_with_emitter(&page[..], &mut tags).next();
    tags.close_anchor();
    tags.found
}

/// The attribute being read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Current {
    /// None, or one of no interest (or a repeated one: the first value of
    /// an attribute counts, as the WHATWG tokenizer says).
    None,
    /// Its name is being read.
    Name,
    /// Its value goes to this slot.
    Slot(usize),
}

/// An [`Emitter`] that keeps the links of the start tags and the text of
/// the anchors, and switches into the raw-text states as
/// [`naive_next_state`] says (`<script>`, `<style>`, `<title>`,
/// `<textarea>`, ...).
struct Tags {
    /// The current tag's name, and whether it is a start tag.
    name: Vec<u8>,
    start: bool,
    /// The last start tag's name, which ends a raw-text state.
    last_start: Vec<u8>,
    current: Current,
    /// The current attribute's name.
    attribute: Vec<u8>,
    /// The first value of each attribute of interest, by [`slot`], and
    /// which slots hold one (a bit each).
    values: [Vec<u8>; SLOTS],
    filled: u32,
    /// The links of the open anchor, whose text is being read.
    anchor: Option<Range<usize>>,
    text: Vec<u8>,
    /// A space is owed before the next character of the text.
    space: bool,
    /// The tokenizer is in a raw-text state (a script's or a style's
    /// text, no anchor's).
    raw_text: bool,
    found: Read,
}

impl Tags {
    /// The end of the current attribute's name: its slot, if it is one of
    /// interest and the tag's first of that name.
    fn settle(&mut self) {
        if self.current != Current::Name {
            return;
        }
        self.current = match slot(&self.attribute) {
            Some(at) if self.filled & (1 << at) == 0 => {
                self.filled |= 1 << at;
                Current::Slot(at)
            }
            _ => Current::None,
        };
    }

    fn value(&self, at: usize) -> Option<&[u8]> {
        value(&self.values, self.filled, at)
    }

    /// The anchor's text goes to its links.
    fn close_anchor(&mut self) {
        if let Some(links) = self.anchor.take() {
            let text = std::mem::take(&mut self.text);
            if let Some((last, others)) = self.found.links[links].split_last_mut() {
                for link in others {
                    link.text = Some(text.clone());
                }
                last.text = Some(text);
            }
        }
    }

    fn close_start_tag(&mut self) {
        if self.name == b"meta" {
            self.read_meta();
        }
        let first = self.found.links.len();
        let (element, values, filled) = (&self.name[..], &self.values, self.filled);
        let codebase = value(values, filled, CODEBASE);
        // The slots of LINK_ATTRIBUTES that the tag fills, in order.
        let mut links = filled & ((1 << LINK_ATTRIBUTES.len()) - 1);
        while links != 0 {
            let at = links.trailing_zeros() as usize;
            links &= links - 1;
            let (attribute, elements) = LINK_ATTRIBUTES[at];
            let applies = elements.is_empty() || elements.iter().any(|e| e.as_bytes() == element);
            let refresh = at != CONTENT
                || value(values, filled, HTTP_EQUIV)
                    .is_some_and(|v| trimmed(v).eq_ignore_ascii_case(b"refresh"));
            if !applies || !refresh {
                continue;
            }
            let against_codebase = matches!(attribute, "archive" | "classid" | "code" | "data");
            self.found.links.push(RawLink {
                element: element.to_vec(),
                attribute,
                value: values[at].clone(),
                codebase: codebase.filter(|_| against_codebase).map(<[u8]>::to_vec),
                text: None,
            });
        }
        if self.name == b"a" {
            self.close_anchor();
            let links = first..self.found.links.len();
            if !links.is_empty() {
                self.anchor = Some(links);
                self.text = Vec::with_capacity(64);
                self.space = false;
            }
        }
    }

    /// A `<META>`'s date and charset.
    fn read_meta(&mut self) {
        let content = self.value(CONTENT).map(<[u8]>::to_vec);
        if self.found.meta_date.is_none()
            && self
                .value(NAME)
                .is_some_and(|n| trimmed(n).eq_ignore_ascii_case(b"date"))
        {
            self.found.meta_date.clone_from(&content);
        }
        if self.found.meta_charset.is_none() {
            let label = self
                .value(CHARSET)
                .map(|l| String::from_utf8_lossy(trimmed(l)).into_owned());
            let content_type = self
                .value(HTTP_EQUIV)
                .is_some_and(|v| trimmed(v).eq_ignore_ascii_case(b"content-type"));
            self.found.meta_charset = match (label, content) {
                (Some(label), _) if !label.is_empty() => Some(Charset::from_label(&label)),
                (_, Some(content)) if content_type => {
                    in_content_type(&String::from_utf8_lossy(&content))
                }
                _ => None,
            };
        }
    }
}

/// The value in slot `at`, if the tag has one.
fn value(values: &[Vec<u8>; SLOTS], filled: u32, at: usize) -> Option<&[u8]> {
    (filled & (1 << at) != 0).then(|| &values[at][..])
}

/// `value` without HTML's ASCII whitespace around it.
pub(super) fn trimmed(value: &[u8]) -> &[u8] {
    let start = value
        .iter()
        .position(|b| !is_space(*b))
        .unwrap_or(value.len());
    let end = value
        .iter()
        .rposition(|b| !is_space(*b))
        .map_or(start, |e| e + 1);
    &value[start..end]
}

/// HTML's ASCII whitespace (the WHATWG "Infra" standard: tab, LF, FF, CR,
/// space).
pub(super) fn is_space(b: u8) -> bool {
    matches!(b, b'\t' | b'\n' | b'\x0c' | b'\r' | b' ')
}

impl Emitter for &mut Tags {
    type Token = ();

    fn set_last_start_tag(&mut self, last_start_tag: Option<&[u8]>) {
        self.last_start.clear();
        self.last_start.extend(last_start_tag.unwrap_or_default());
    }

    fn emit_eof(&mut self) {}

    fn emit_error(&mut self, _: html5gum::Error) {}

    fn should_emit_errors(&mut self) -> bool {
        false
    }

    fn pop_token(&mut self) -> Option<()> {
        None
    }

    /// Text: an open anchor's, white space collapsed, up to
    /// [`TEXT_BYTES`].
    fn emit_string(&mut self, s: &[u8]) {
        if self.anchor.is_none() || self.raw_text || self.text.len() >= TEXT_BYTES {
            return;
        }
        let room = TEXT_BYTES - self.text.len();
        let s = &s[..s.len().min(room)];
        // At most one byte more than `s` (the space owed before it).
        self.text.reserve(s.len() + 1);
        for &b in s {
            if is_space(b) {
                self.space = !self.text.is_empty();
            } else {
                if self.space {
                    self.text.push(b' ');
                    self.space = false;
                }
                self.text.push(b);
            }
        }
    }

    fn init_start_tag(&mut self) {
        self.name.clear();
        self.start = true;
        self.current = Current::None;
        let mut filled = self.filled;
        while filled != 0 {
            let at = filled.trailing_zeros() as usize;
            self.values[at].clear();
            filled &= filled - 1;
        }
        self.filled = 0;
    }

    fn init_end_tag(&mut self) {
        self.name.clear();
        self.start = false;
        self.current = Current::None;
    }

    fn init_comment(&mut self) {}

    fn emit_current_tag(&mut self) -> Option<State> {
        if self.start {
            self.settle();
            self.close_start_tag();
            self.last_start.clone_from(&self.name);
            let state = naive_next_state(&self.last_start);
            self.raw_text = state.is_some();
            state
        } else {
            if self.name == b"a" {
                self.close_anchor();
            }
            self.last_start.clear();
            self.raw_text = false;
            None
        }
    }

    fn emit_current_comment(&mut self) {}

    fn emit_current_doctype(&mut self) {}

    fn set_self_closing(&mut self) {}

    fn set_force_quirks(&mut self) {}

    fn push_tag_name(&mut self, s: &[u8]) {
        self.name.extend(s.iter().map(u8::to_ascii_lowercase));
    }

    fn push_comment(&mut self, _: &[u8]) {}

    fn push_doctype_name(&mut self, _: &[u8]) {}

    fn init_doctype(&mut self) {}

    fn init_attribute(&mut self) {
        self.settle();
        if self.start {
            self.attribute.clear();
            self.current = Current::Name;
        }
    }

    fn init_attribute_value(&mut self) {
        self.settle();
    }

    fn push_attribute_name(&mut self, s: &[u8]) {
        if self.current == Current::Name {
            self.attribute.extend(s.iter().map(u8::to_ascii_lowercase));
        }
    }

    fn push_attribute_value(&mut self, s: &[u8]) {
        self.settle();
        if let Current::Slot(at) = self.current {
            self.values[at].extend_from_slice(s);
        }
    }

    fn set_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn set_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_public_identifier(&mut self, _: &[u8]) {}

    fn push_doctype_system_identifier(&mut self, _: &[u8]) {}

    fn current_is_appropriate_end_tag_token(&mut self) -> bool {
        !self.start && !self.last_start.is_empty() && self.last_start == self.name
    }
}
