//! Where a block really ends and where reading goes on after a loss: the
//! trailer looked for at the declared end and near it, then a record (a
//! version line and a header that parses whole) at a line start, never a
//! byte consumed past a boundary not checked (ISO 28500 §4).

use std::io::{self, Read};

use super::*;

impl<R: Read> Warc<R> {
    /// Where the block that starts at `block` and is declared to end at
    /// `end` really ends, and whether two CRLFs follow it; the input stands
    /// at or before the earliest place looked at. First two CRLFs at the
    /// declared end; a record is then read there whatever follows. "A
    /// record": a version line and a header that parses whole.
    pub(super) fn find_end(
        &mut self,
        block: u64,
        end: u64,
    ) -> io::Result<Option<(u64, bool, usize)>> {
        let (clean, short) = self.kind.trailers();
        let here = self.input.offset();
        let window = |at: u64| usize::try_from(at - here).unwrap_or(usize::MAX);
        self.input.ensure(window(end) + clean.len())?;
        let at_end = self
            .input
            .available()
            .get(window(end)..window(end) + clean.len());
        // ARC's one newline is too common in a page to be taken for the
        // end without the next record's header after it.
        if at_end == Some(clean)
            && (self.kind == Kind::Warc
                || self.trailer_then_record(window(end), clean, Follow::Declared)?)
        {
            // Blank lines after the two CRLFs are let pass, but named: a
            // `Content-Length` short of a block that ends in line ends reads
            // the same.
            self.input.ensure(window(end) + clean.len() + 1)?;
            let after = self.input.available().get(window(end) + clean.len());
            let blank = self.kind == Kind::Warc && matches!(after, Some(b'\r' | b'\n'));
            return Ok(Some((end, !blank, clean.len())));
        } // Then, in this order: two CRLFs right before a record within the
          // slack (one number wrong, the trailer right: a block that ends in
          // a CRLF and a one-CRLF trailer read so lose that CRLF, the same
          // bytes); a shorter trailer at the declared end; two CRLFs, blank
          // lines and a record within the slack; a shorter trailer there.
          // The end of the stream counts off the declared end only after two
          // CRLFs (a file cut short is no `Content-Length` off).
          // (ARC's one newline is a weak sign: there the shorter trailers at
          // the declared end come first, so that content ending in a newline
          // with none after it is a trailer lost, not a length one too long.)
        if self.kind == Kind::Warc
            && let Some((at, _)) = self.off_end(block, end, &[(clean, Follow::Record)])?
        {
            return Ok(Some((at, true, clean.len())));
        }
        for &form in short {
            if self.trailer_then_record(window(end), form, Follow::Declared)? {
                return Ok(Some((end, false, form.len())));
            }
        }
        if self.kind != Kind::Warc
            && let Some((at, _)) = self.off_end(block, end, &[(clean, Follow::Record)])?
        {
            return Ok(Some((at, true, clean.len())));
        }
        let ways: Vec<(&[u8], Follow)> = std::iter::once((clean, Follow::Blank))
            .chain(short.iter().map(|&form| (form, Follow::Record)))
            .collect();
        Ok(self
            .off_end(block, end, &ways)?
            .map(|(at, trailer)| (at, false, trailer)))
    }

    /// The offset within [`LENGTH_SLACK`] of `end` (nearest first, later
    /// before earlier) where one of `ways` is found, in their order, and
    /// the length of its trailer.
    fn off_end(
        &mut self,
        block: u64,
        end: u64,
        ways: &[(&[u8], Follow)],
    ) -> io::Result<Option<(u64, usize)>> {
        let here = self.input.offset();
        for &(form, follow) in ways {
            for d in 1..=LENGTH_SLACK {
                let shorter = end.checked_sub(d).filter(|&at| at >= block && at >= here);
                for at in std::iter::once(end + d).chain(shorter) {
                    let window = usize::try_from(at - here).unwrap_or(usize::MAX);
                    if self.trailer_then_record(window, form, follow)? {
                        return Ok(Some((at, form.len())));
                    }
                }
            }
        }
        Ok(None)
    }

    /// Whether `at` bytes into the available input, `trailer` is followed
    /// by what `follow` asks: a record (its version line and a header that
    /// parses whole) or, as it says, blank lines first or the end of the
    /// stream.
    fn trailer_then_record(
        &mut self,
        at: usize,
        trailer: &[u8],
        follow: Follow,
    ) -> io::Result<bool> {
        let mut next = at + trailer.len();
        self.input.ensure(next + 5)?;
        if self.input.available().get(at..next) != Some(trailer) {
            return Ok(false);
        }
        if follow == Follow::Blank {
            let first = next;
            loop {
                self.input.ensure(next + 1)?;
                match self.input.available().get(next) {
                    Some(b'\r' | b'\n') => next += 1,
                    _ => break,
                }
            }
            if next == first {
                return Ok(false);
            }
        }
        let available = self.input.available();
        if available.len() == next {
            return Ok(follow == Follow::Declared || trailer == self.kind.trailers().0);
        }
        if !self.kind.may_start(&available[next..]) {
            return Ok(false);
        }
        self.header_parses(next)
    }

    /// Whether a header that parses whole (a version line, fields, a
    /// `Content-Length`, the empty line) starts `at` bytes into the
    /// available input.
    fn header_parses(&mut self, at: usize) -> io::Result<bool> {
        loop {
            let available = &self.input.available()[at..];
            match self.parse(available, true) {
                Parse::Incomplete if available.len() < self.max_header => {
                    if !self.input.fill()? {
                        return Ok(false);
                    }
                }
                Parse::Header(h) => return Ok(h.bad_field.is_none() && h.length.is_some()),
                _ => return Ok(false),
            }
        }
    }

    /// Look for the next record from stream offset `from`, where the input
    /// stands: at a line start reading `WARC/`, a header that parses. What
    /// is passed over, but for white space, is one
    /// [`WarcError::NotARecord`].
    pub(super) fn resync(&mut self, from: u64, reported: bool) -> io::Result<()> {
        let mut line_start = true;
        let mut blank = true;
        let kind = self.kind;
        // How many bytes tell a candidate: `WARC/`, or an ARC URL's first.
        let need = match kind {
            Kind::Warc => 5,
            Kind::Arc(_) => 1,
        };
        loop {
            let available = self.input.available();
            let mut i = 0;
            let mut found = None;
            while i < available.len() {
                let b = available[i];
                // A candidate: read it whole before deciding.
                if line_start
                    && (kind.may_start(&available[i..])
                        || available.len() - i < need && b"WARC/".starts_with(&available[i..]))
                {
                    found = Some(i);
                    break;
                }
                blank &= b.is_ascii_whitespace();
                line_start = b == b'\n';
                i += 1;
            }
            match found {
                Some(i) => {
                    self.input.consume(i);
                    if self.input.available().len() < need {
                        self.input.ensure(need)?;
                    }
                    if kind.may_start(self.input.available()) && self.header_parses(0)? {
                        self.found_after_loss(from, blank || reported);
                        return Ok(());
                    }
                    if self.broken_header(from, blank || reported)? {
                        return Ok(());
                    }
                    if self.input.available().len() < need && !self.input.can_fill() {
                        // The stream ends with a line start of `WARC`.
                        self.input.consume(self.input.available().len());
                        blank = false;
                    } else {
                        self.input.consume(1);
                        blank = false;
                        line_start = false;
                    }
                }
                None => {
                    self.input.consume(available.len());
                    if !self.input.fill()? {
                        self.found_after_loss(from, blank || reported);
                        return Ok(());
                    }
                }
            }
        }
    }

    /// While looking for a record: whether the line the input stands at is
    /// a version line whose header does not parse whole (a field line
    /// without a colon, no `Content-Length`), the header of a damaged
    /// record. Then the loss ends there, the record's error is queued, and
    /// its block is skipped by its `Content-Length` when that is no longer
    /// than [`Warc::max_header`] (a block is looked for records otherwise).
    fn broken_header(&mut self, from: u64, reported: bool) -> io::Result<bool> {
        if self.kind != Kind::Warc {
            return Ok(false);
        }
        let parsed = loop {
            let available = self.input.available();
            let Some(eol) = available.iter().position(|&b| b == b'\n') else {
                return Ok(false);
            };
            if !is_version(trim_eol(&available[..=eol])) {
                return Ok(false);
            }
            match parse_header(available, self.max_header, false) {
                Parse::Incomplete if available.len() < self.max_header => {
                    if !self.input.fill()? {
                        return Ok(false);
                    }
                }
                Parse::Header(h) if !h.fields.is_empty() => break h,
                _ => return Ok(false),
            }
        };
        self.found_after_loss(from, reported);
        let start = self.input.offset();
        self.input.consume(parsed.len);
        let block = self.input.offset();
        match (parsed.length, parsed.bad_field) {
            (Some(length), Some(at)) => {
                self.pending.push_back(WarcError::Field {
                    offset: start + at as u64,
                });
                self.state = if length <= self.max_header as u64 {
                    State::Block {
                        start,
                        block,
                        end: block + length,
                    }
                } else {
                    State::Lost {
                        from: block,
                        reported: false,
                    }
                };
            }
            _ => {
                self.pending.push_back(WarcError::Length { offset: start });
                self.state = State::Lost {
                    from: block,
                    reported: false,
                };
            }
        }
        Ok(true)
    }

    /// The input stands where a record starts, or at the end of the
    /// stream (or of the readable members), after bytes lost from `from`.
    fn found_after_loss(&mut self, from: u64, blank: bool) {
        let length = self.input.offset() - from;
        if length > 0 && !blank {
            self.pending.push_back(WarcError::NotARecord {
                offset: from,
                length,
            });
        }
        self.state = State::Between;
    }
}

/// What may follow a trailer where a block is taken to end.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Follow {
    /// At the declared end: a record, or the end of the stream.
    Declared,
    /// Off it: a record right after the trailer (or the stream's end
    /// after two CRLFs).
    Record,
    /// Off it: blank lines, then a record.
    Blank,
}
