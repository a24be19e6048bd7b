//! The summary of `urispec check`: counts by verdict, by scheme and by the
//! production an error expected (and, for the captures of an index, by
//! capture year and the edition that judged them), kept in memory that does
//! not grow with the input.

use std::collections::{BTreeMap, HashMap};

/// A count per name: std's map with foldhash's seeded hash, which costs a
/// fraction of SipHash on the short keys counted once per line.
type Counts<V> = HashMap<String, V, foldhash::fast::RandomState>;

use serde::Serialize;
use urispec::{Edition, Expected};

use crate::view::Record;

/// At most this many schemes are counted by name; the others are counted
/// together under [`OTHER_SCHEMES`], so a list of junk keeps the summary small.
const MAX_SCHEMES: usize = 1_000;

/// How many schemes [`Tally::add_valid`] and [`Tally::add_rejected`] hold
/// back before counting them (as many as `Tally::pending_written` has bits):
/// lists often mix more than eight (`historic.txt` twelve), and a scheme
/// held back costs a comparison a line where one moved out to make room
/// costs two lookups and a `String`.
const PENDING: usize = 16;

/// How many slots [`Tally::add_rejected_shared`] has for the shared lists
/// it counts before its map.
const SHARED_SLOTS: usize = 64;

/// The name under which the schemes past [`MAX_SCHEMES`] are counted.
const OTHER_SCHEMES: &str = "(other)";

/// The name of a line without a scheme.
const NO_SCHEME: &str = "(none)";

/// At most this many spellings of one scheme are counted by name (`HTTP`,
/// `Http`, ...); the others under [`OTHER_SCHEMES`].
const MAX_SPELLINGS: usize = 16;

/// The bytes RFC 2396 §3.1's `scheme` may have after its first:
/// `alpha | digit | "+" | "-" | "."` (a table: a load a byte).
const SCHEME_BYTES: [bool; 256] = {
    let mut table = [false; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        table[b] = c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.');
        b += 1;
    }
    table
};

/// What a rejection found where its error is, when it is no character.
const END_OF_INPUT: &str = "end of input";

/// What a line that is not UTF-8 is counted under in `found`.
const NOT_UTF8: &str = "(not UTF-8)";

/// The slots of [`END_OF_INPUT`] and [`NOT_UTF8`] in `Tally::found_held`,
/// after the 128 ASCII characters.
const END_OF_INPUT_SLOT: usize = 128;
const NOT_UTF8_SLOT: usize = 129;

/// The lines of one scheme, its name folded to lower case (RFC 2396 §3.1:
/// "programs interpreting URI should treat upper case letters as equivalent
/// to lower case in scheme names").
#[derive(Debug, Default)]
struct SchemeCount {
    valid: u64,
    invalid: u64,
    /// Each spelling as written -> its lines.
    spellings: Counts<u64>,
    /// The scheme's place among the tally's schemes, in the order they
    /// came: [`Tally::merge`] counts another tally's schemes in that order,
    /// so that which ones pass [`MAX_SCHEMES`] does not hang on a map's order.
    first: u64,
}

/// Where a line is: its file (`None` for stdin) and its number, from 1.
#[derive(Debug, Clone, Serialize)]
pub struct Place {
    /// The file as named on the command line; left out for stdin.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub file: Option<String>,
    /// The line number, from 1.
    pub line: u64,
}

/// The counts of some of the lines.
#[derive(Debug, Default)]
pub struct Tally {
    valid: u64,
    invalid: u64,
    not_utf8: u64,
    /// Scheme in lower case -> its counts.
    schemes: Counts<SchemeCount>,
    /// Production -> rejected lines whose error expected it.
    expected: Counts<u64>,
    /// The character found where the error is (or [`END_OF_INPUT`],
    /// [`NOT_UTF8`]) -> rejected lines.
    found: Counts<u64>,
    /// The longest line: its length in bytes and where it is.
    longest: Option<(usize, Place)>,
    /// The lines of an index that are no capture but belong to it (a
    /// legend, a CDXJ header).
    headers: u64,
    /// The lines of an index that do not fit its format, by reason.
    not_captures: BTreeMap<&'static str, u64>,
    /// The captures by year (`None`: without a time).
    years: BTreeMap<Option<u16>, YearCount>,
    /// The captures older than the edition that judged them.
    predates: u64,
    /// The schemes as written of the lines [`Tally::add_valid`] and
    /// [`Tally::add_rejected`] counted last, at most [`PENDING`] of them in
    /// the order they came, each with how many lines valid and invalid, not
    /// yet in `schemes`: a list whose lines mix a few schemes costs a
    /// comparison or two a line, not a lookup. Moved into `schemes` in that
    /// order (so the first [`MAX_SCHEMES`] stay those that came first): the
    /// first of them when a new scheme finds it full, all of them by
    /// [`Tally::merge`] and [`Tally::add`] first.
    pending: Vec<(String, u64, u64)>,
    /// Where in `pending` the last scheme looked for was: tried first, as
    /// the lines of a list mostly share their neighbours' scheme (a hint,
    /// compared like any other, so one gone stale costs a comparison).
    pending_hint: usize,
    /// The hint before it, tried second (the lines of a list often take
    /// turns between two schemes, `http` and `https`): a hint too.
    pending_before: usize,
    /// Which of `pending` (bit `i` for `pending[i]`) have the form
    /// [`scheme_as_written`] finds, so that a rejected line that starts with
    /// one and a `:` is counted under it without that scan.
    pending_written: u16,
    /// The expected list of the rejected lines [`Tally::add_rejected`]
    /// counted last, and how many lines in a row expected it, not yet in
    /// `expected`.
    pending_expected: (Vec<&'static str>, u64),
    /// The buffer a rejected line's names are compared in.
    expected_list: Vec<&'static str>,
    /// The rejected lines whose expected list the whole process shares (an
    /// automaton's dead end's: `SyntaxError::shared_expected`), by the
    /// list's address and length, with the list and how many lines: a line
    /// costs one lookup of a number, and each list's names are counted
    /// into `expected` once, by [`Tally::settle`]. [`Tally::merge`] moves
    /// them over as they are; the lists are as many as the dead ends.
    shared_expected:
        HashMap<(usize, usize), (&'static [Expected], u64), foldhash::fast::RandomState>,
    /// The shared lists [`Tally::add_rejected_shared`] met first, each in
    /// the slot its address picks ([`SHARED_SLOTS`] of them, made with the
    /// first), with how many lines, not yet in `shared_expected`: a
    /// grammar's dead ends are few, and a comparison of one slot costs
    /// less than a lookup. A list whose slot another holds goes to the map.
    shared_slots: Vec<Option<(&'static [Expected], u64)>>,
    /// The rejected lines by the ASCII character found (its byte), then
    /// [`END_OF_INPUT_SLOT`] and [`NOT_UTF8_SLOT`]: counted into `found` by
    /// [`Tally::add`], [`Tally::merge`] and [`Tally::settle`] (empty until
    /// a line is counted here).
    found_held: Vec<u64>,
}

/// The captures of one year.
#[derive(Debug, Default)]
struct YearCount {
    valid: u64,
    invalid: u64,
    /// The edition that judged them -> how many.
    editions: BTreeMap<Edition, u64>,
}

impl Tally {
    /// Count one line: its record, whether it is UTF-8, its length without
    /// the line ending, and where it is (made only when it is the longest
    /// line so far).
    pub fn add(
        &mut self,
        rec: &Record<'_>,
        utf8: bool,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        if rec.valid {
            self.flush();
            self.add_valid(rec.parts.scheme(), utf8, bytes, place);
            return self.flush();
        }
        let names = rec.error.iter().flat_map(|e| e.expected.names()).copied();
        let found = rec.error.as_ref().map(|e| e.found);
        self.add_rejected(rec.input, names, found, utf8, bytes, place);
        // A record counted is counted whole, as a valid one's scheme is:
        // only `add_rejected` alone (`--quiet`) holds a run back.
        self.flush();
        self.flush_expected();
        self.flush_found();
    }

    /// Count one rejected line from its text and its error alone, as
    /// [`Tally::add`] counts its record (which `check --quiet` does not
    /// make): the names its error expected, and the character found where
    /// it is (`Some(None)` at the end of the input; `None` where there is no
    /// error to count).
    pub fn add_rejected(
        &mut self,
        input: &str,
        expected: impl IntoIterator<Item = &'static str>,
        found: Option<Option<char>>,
        utf8: bool,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        self.count_expected_list(expected);
        self.count_rejected(input, found, utf8, bytes, place);
    }

    /// [`Tally::add_rejected`] of a line whose error's expected list the
    /// whole process shares (`SyntaxError::shared_expected`): counted by
    /// the list's address, its names once at the end ([`Tally::settle`]).
    #[inline(always)]
    pub fn add_rejected_shared(
        &mut self,
        input: &str,
        expected: &'static [Expected],
        found: Option<Option<char>>,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        if self.shared_slots.is_empty() {
            self.shared_slots.resize(SHARED_SLOTS, None);
        }
        // Lists are separate allocations of 16 bytes or more.
        let i = (expected.as_ptr() as usize >> 4) % SHARED_SLOTS;
        match &mut self.shared_slots[i] {
            Some((held, n)) if std::ptr::eq(*held, expected) => *n += 1,
            slot @ None => *slot = Some((expected, 1)),
            Some(_) => {
                let key = (expected.as_ptr() as usize, expected.len());
                self.shared_expected.entry(key).or_insert((expected, 0)).1 += 1;
            }
        }
        self.count_rejected(input, found, true, bytes, place);
    }

    /// Count the lines `shared_slots` holds into `shared_expected`.
    fn flush_shared(&mut self) {
        for (list, n) in self.shared_slots.iter_mut().filter_map(Option::take) {
            let key = (list.as_ptr() as usize, list.len());
            self.shared_expected.entry(key).or_insert((list, 0)).1 += n;
        }
    }

    /// What [`Tally::add_rejected`] counts but the expected list: the
    /// line, its scheme as written, the character found, its length.
    #[inline(always)]
    fn count_rejected(
        &mut self,
        input: &str,
        found: Option<Option<char>>,
        utf8: bool,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        self.invalid += 1;
        self.not_utf8 += u64::from(!utf8);
        if let Some(found) = found {
            let slot = match (utf8, found) {
                (false, _) => NOT_UTF8_SLOT,
                (true, None) => END_OF_INPUT_SLOT,
                (true, Some(c)) if c.is_ascii() => c as usize,
                (true, Some(c)) => {
                    count(&mut self.found, c.encode_utf8(&mut [0; 4]), 1);
                    usize::MAX
                }
            };
            if slot != usize::MAX {
                if self.found_held.is_empty() {
                    self.found_held.resize(NOT_UTF8_SLOT + 1, 0);
                }
                self.found_held[slot] += 1;
            }
        }
        // The scheme looked for last, or the one before it, where the line
        // starts with it and a `:` and it has the form `scheme_as_written`
        // finds: what that scan finds on the line, without it.
        let starts_with = |i: usize| {
            self.pending_written >> i & 1 == 1
                && self.pending.get(i).is_some_and(|(held, ..)| {
                    input.as_bytes().get(held.len()) == Some(&b':')
                        && same(&input[..held.len()], held)
                })
        };
        let (hint, before) = (self.pending_hint, self.pending_before);
        if starts_with(hint) {
            self.pending[hint].2 += 1;
        } else if starts_with(before) {
            self.pending[before].2 += 1;
            (self.pending_hint, self.pending_before) = (before, hint);
        } else {
            // Neither hint has this line's scheme where it is written
            // alike; `(none)`, which is not, is found by the scan.
            let scheme = scheme_as_written(input).unwrap_or(NO_SCHEME);
            match self.pending_scan(scheme) {
                Some(i) => self.pending[i].2 += 1,
                None => self.hold_scheme(scheme, false),
            }
        }
        if self.longest.as_ref().is_none_or(|(most, _)| bytes > *most) {
            self.longest = Some((bytes, place()));
        }
    }

    /// Count one accepted line from its scheme alone, as [`Tally::add`]
    /// counts its record (which `check --quiet` does not make).
    // Inlined where lines are counted: a line of the scheme of the line
    // before (most lines) is counted there, the rest in a function of its
    // own (called, the whole count saved and restored six registers a
    // line).
    #[inline(always)]
    pub fn add_valid(
        &mut self,
        scheme: Option<&str>,
        utf8: bool,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        self.valid += 1;
        self.not_utf8 += u64::from(!utf8);
        let scheme = scheme.unwrap_or(NO_SCHEME);
        match self.pending.get_mut(self.pending_hint) {
            Some((held, valid, _)) if same(held, scheme) => *valid += 1,
            _ => self.add_valid_scheme(scheme),
        }
        if self.longest.as_ref().is_none_or(|(most, _)| bytes > *most) {
            self.longest = Some((bytes, place()));
        }
    }

    /// [`Tally::add_valid`]'s count of a scheme that is not the hint's.
    #[inline(never)]
    fn add_valid_scheme(&mut self, scheme: &str) {
        match self.pending_index_past_hint(scheme) {
            Some(i) => self.pending[i].1 += 1,
            None => self.hold_scheme(scheme, true),
        }
    }

    /// Count one capture of an index beside [`Tally::add`]: its year, the
    /// edition that judged it, its verdict, whether it predates the edition.
    pub fn add_capture(
        &mut self,
        year: Option<u16>,
        edition: Edition,
        valid: bool,
        predates: bool,
    ) {
        let counts = self.years.entry(year).or_default();
        counts.valid += u64::from(valid);
        counts.invalid += u64::from(!valid);
        *counts.editions.entry(edition).or_default() += 1;
        self.predates += u64::from(predates);
    }

    /// Count a line of an index that does not fit its format: its reason,
    /// its length and where it is.
    pub fn add_not_capture(
        &mut self,
        reason: &'static str,
        bytes: usize,
        place: impl FnOnce() -> Place,
    ) {
        *self.not_captures.entry(reason).or_default() += 1;
        if self.longest.as_ref().is_none_or(|(most, _)| bytes > *most) {
            self.longest = Some((bytes, place()));
        }
    }

    /// Count a header line of an index.
    pub fn add_header(&mut self) {
        self.headers += 1;
    }

    /// [`Tally::pending_scan`] where the hint is known not to hold
    /// `scheme`: the hint before it first.
    #[inline(always)]
    fn pending_index_past_hint(&mut self, scheme: &str) -> Option<usize> {
        let before = self.pending_before;
        match self.pending.get(before) {
            Some((held, ..)) if same(held, scheme) => Some(self.hinted(before)),
            _ => self.pending_scan(scheme),
        }
    }

    /// Where `pending` holds `scheme` (as written), looked for in order
    /// (where the hints are tried already), made the hint.
    #[inline(always)]
    fn pending_scan(&mut self, scheme: &str) -> Option<usize> {
        let i = self
            .pending
            .iter()
            .position(|(held, ..)| same(held, scheme))?;
        Some(self.hinted(i))
    }

    /// `pending[i]` made the hint, the hint the one before it.
    #[inline(always)]
    fn hinted(&mut self, i: usize) -> usize {
        if i != self.pending_hint {
            self.pending_before = self.pending_hint;
            self.pending_hint = i;
        }
        i
    }

    /// Hold back a first line of `scheme` (as written), `valid` or not, in
    /// `pending`; when it is full, the scheme it has held longest is counted
    /// and gives this one its place (and its buffer). (A scheme it holds is
    /// counted there by the callers, where the search is inlined.)
    #[inline(never)]
    fn hold_scheme(&mut self, scheme: &str, valid: bool) {
        let (v, i) = (u64::from(valid), u64::from(!valid));
        let written = u16::from(written_form(scheme));
        if self.pending.len() < PENDING {
            self.pending_written |= written << self.pending.len();
            self.pending.push((scheme.to_owned(), v, i));
            return;
        }
        self.pending_written = self.pending_written >> 1 | written << (PENDING - 1);
        // The first held is the first to come of those held: counted first,
        // the order of `schemes` is still that of the schemes' first lines.
        let (mut held, held_valid, held_invalid) = self.pending.remove(0);
        let n = held_valid + held_invalid;
        self.count_scheme(&held, held_valid, held_invalid, &[(&held, n)]);
        held.clear();
        held.push_str(scheme);
        self.pending.push((held, v, i));
    }

    /// Count the lines' schemes `pending` holds back.
    fn flush(&mut self) {
        let mut pending = std::mem::take(&mut self.pending);
        self.pending_written = 0;
        for (scheme, valid, invalid) in pending.drain(..) {
            self.count_scheme(&scheme, valid, invalid, &[(&scheme, valid + invalid)]);
        }
        // The list is kept for the next lines: no allocation.
        self.pending = pending;
    }

    /// Count the characters found that `found_held` holds back.
    fn flush_found(&mut self) {
        let mut held = std::mem::take(&mut self.found_held);
        for (slot, n) in held.iter_mut().enumerate().filter(|(_, n)| **n > 0) {
            let mut buf = [0; 4];
            let name = match slot {
                END_OF_INPUT_SLOT => END_OF_INPUT,
                NOT_UTF8_SLOT => NOT_UTF8,
                // Below 128: an ASCII character.
                byte => char::from(byte as u8).encode_utf8(&mut buf),
            };
            count(&mut self.found, name, *n);
            *n = 0;
        }
        self.found_held = held;
    }

    /// Count whatever the tally still holds back (the schemes, the runs of
    /// expected lists, the lists shared by the process, the characters
    /// found): once every line is counted, before the tally is read.
    pub fn settle(&mut self) {
        self.flush();
        self.flush_expected();
        self.flush_found();
        self.flush_shared();
        for (_, (list, n)) in std::mem::take(&mut self.shared_expected) {
            for e in list {
                count(&mut self.expected, e.name(), n);
            }
        }
    }

    /// Add `other`'s counts to these.
    pub fn merge(&mut self, mut other: Tally) {
        self.flush();
        other.flush();
        self.flush_expected();
        other.flush_expected();
        self.flush_found();
        other.flush_found();
        self.flush_shared();
        other.flush_shared();
        for (key, (list, n)) in other.shared_expected {
            self.shared_expected.entry(key).or_insert((list, 0)).1 += n;
        }
        self.valid += other.valid;
        self.invalid += other.invalid;
        self.not_utf8 += other.not_utf8;
        // Where some may pass the limit, the other tally's schemes in the
        // order they came, and each one's spellings most first (then by
        // name), so that the ones past the limits are the same whatever the
        // maps' order.
        if self.schemes.len() + other.schemes.len() <= MAX_SCHEMES {
            for (scheme, counts) in other.schemes {
                self.count_scheme_count(&scheme, &counts);
            }
        } else {
            let mut schemes: Vec<(String, SchemeCount)> = other.schemes.into_iter().collect();
            schemes.sort_unstable_by_key(|(_, counts)| counts.first);
            for (scheme, counts) in schemes {
                self.count_scheme_count(&scheme, &counts);
            }
        }
        for (name, n) in other.expected {
            self.count_expected(&name, n);
        }
        for (found, n) in other.found {
            count(&mut self.found, &found, n);
        }
        if let Some((bytes, place)) = other.longest
            && self.longest.as_ref().is_none_or(|(most, _)| bytes > *most)
        {
            self.longest = Some((bytes, place));
        }
        self.headers += other.headers;
        for (reason, n) in other.not_captures {
            *self.not_captures.entry(reason).or_default() += n;
        }
        for (year, counts) in other.years {
            let mine = self.years.entry(year).or_default();
            mine.valid += counts.valid;
            mine.invalid += counts.invalid;
            for (edition, n) in counts.editions {
                *mine.editions.entry(edition).or_default() += n;
            }
        }
        self.predates += other.predates;
    }

    /// Whether every line counted is valid (and every line of an index a
    /// capture).
    pub fn all_valid(&self) -> bool {
        self.invalid == 0 && self.not_captures.is_empty()
    }

    /// How many lines were counted.
    pub fn lines(&self) -> u64 {
        self.valid + self.invalid
    }

    /// How many lines were rejected (or, in an index, are no capture).
    pub fn invalid(&self) -> u64 {
        self.invalid + self.not_captures.values().sum::<u64>()
    }

    /// Count another tally's `counts` of `scheme`, its spellings most
    /// first.
    fn count_scheme_count(&mut self, scheme: &str, counts: &SchemeCount) {
        let spellings = write::most_first(&counts.spellings);
        self.count_scheme(scheme, counts.valid, counts.invalid, &spellings);
    }

    /// Count lines of `scheme` (as written, or already folded) and its
    /// `spellings`.
    fn count_scheme(&mut self, scheme: &str, valid: u64, invalid: u64, spellings: &[(&str, u64)]) {
        let folded;
        let scheme = if scheme.bytes().any(|b| b.is_ascii_uppercase()) {
            folded = scheme.to_ascii_lowercase();
            folded.as_str()
        } else {
            scheme
        };
        // One lookup for a scheme already counted; past MAX_SCHEMES a new
        // one is counted under OTHER_SCHEMES.
        let counts = match self.schemes.get_mut(scheme) {
            Some(counts) => counts,
            None => {
                let key = if self.schemes.len() < MAX_SCHEMES {
                    scheme
                } else {
                    OTHER_SCHEMES
                };
                let first = self.schemes.len() as u64;
                self.schemes
                    .entry(key.to_owned())
                    .or_insert_with(|| SchemeCount {
                        first,
                        ..SchemeCount::default()
                    })
            }
        };
        counts.valid += valid;
        counts.invalid += invalid;
        for &(spelling, n) in spellings {
            if let Some(count) = counts.spellings.get_mut(spelling) {
                *count += n;
            } else if counts.spellings.len() < MAX_SPELLINGS {
                counts.spellings.insert(spelling.to_owned(), n);
            } else {
                count(&mut counts.spellings, OTHER_SCHEMES, n);
            }
        }
    }

    fn count_expected(&mut self, name: &str, n: u64) {
        count(&mut self.expected, name, n);
    }

    /// Count one rejected line's expected `names`: held back while the
    /// lines in a row expect the same list (as `pending` holds schemes), so
    /// that such a run costs a comparison of the names a line, not a lookup
    /// of each; counted when the list changes, and by [`Tally::merge`].
    fn count_expected_list(&mut self, names: impl IntoIterator<Item = &'static str>) {
        let mut list = std::mem::take(&mut self.expected_list);
        list.clear();
        list.extend(names);
        let (held, n) = &mut self.pending_expected;
        if *held == list {
            *n += 1;
            self.expected_list = list;
            return;
        }
        self.flush_expected();
        let (held, n) = &mut self.pending_expected;
        // The held list's buffer is kept for the next line's names.
        self.expected_list = std::mem::replace(held, list);
        *n = 1;
    }

    /// Count the expected list [`Tally::count_expected_list`] holds back.
    fn flush_expected(&mut self) {
        let (held, n) = std::mem::take(&mut self.pending_expected);
        for &name in &held {
            count(&mut self.expected, name, n);
        }
        self.pending_expected = (held, 0);
        self.pending_expected.0.clear();
    }
}

/// Add `n` to `key`'s count.
fn count(counts: &mut Counts<u64>, key: &str, n: u64) {
    match counts.get_mut(key) {
        Some(count) => *count += n,
        None => {
            counts.insert(key.to_owned(), n);
        }
    }
}

/// `file:line`, or `line N` for stdin.
pub fn where_is(place: &Place) -> String {
    match &place.file {
        // A file's name is shown as any text read is (`crate::visible`).
        Some(file) => format!("{}:{}", crate::visible::visible(file), place.line),
        None => format!("line {}", place.line),
    }
}

/// Whether two schemes are the same text. A scheme is a few bytes: from 4
/// to 16 they are compared as two words that overlap (the first bytes and
/// the last), from 1 to 3 byte by byte, with no call to `memcmp`.
#[inline(always)]
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let n = a.len();
    if n != b.len() {
        return false;
    }
    let word4 = |s: &[u8], at: usize| s[at..at + 4].try_into().ok().map(u32::from_ne_bytes);
    let word8 = |s: &[u8], at: usize| s[at..at + 8].try_into().ok().map(u64::from_ne_bytes);
    match n {
        4..=7 => word4(a, 0) == word4(b, 0) && word4(a, n - 4) == word4(b, n - 4),
        8..=16 => word8(a, 0) == word8(b, 0) && word8(a, n - 8) == word8(b, n - 8),
        // The first, middle and last bytes: every byte of 1 to 3.
        1..=3 => a[0] == b[0] && a[n / 2] == b[n / 2] && a[n - 1] == b[n - 1],
        _ => a == b,
    }
}

/// Whether `scheme` has the form [`scheme_as_written`] finds: a line that
/// starts with it and a `:` has it as its scheme as written.
fn written_form(scheme: &str) -> bool {
    let bytes = scheme.as_bytes();
    bytes.first().is_some_and(u8::is_ascii_alphabetic)
        && bytes.len() <= 32
        && bytes.iter().all(|&b| SCHEME_BYTES[usize::from(b)])
}

/// The scheme of a rejected line as written: what comes before its first
/// `:` when that has the form of RFC 2396 §3.1
/// `scheme = alpha *( alpha | digit | "+" | "-" | "." )` (at most 32
/// characters).
fn scheme_as_written(input: &str) -> Option<&str> {
    // Byte by byte to the first that cannot be in a scheme: the scheme is
    // there when that byte is the first `:`.
    let bytes = input.as_bytes();
    let end = bytes[..bytes.len().min(33)]
        .iter()
        .position(|&b| !SCHEME_BYTES[usize::from(b)])?;
    (end > 0 && bytes[end] == b':' && bytes[0].is_ascii_alphabetic()).then(|| &input[..end])
}

mod write;

#[cfg(test)]
mod tests;
