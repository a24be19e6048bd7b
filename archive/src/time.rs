//! A capture's time: the 14 digits `YYYYMMDDhhmmss` of a CDX `b` field or
//! a CDXJ line's second field, and the W3C-DTF date of a `WARC-Date`
//! field (ISO 28500 §5.4).

use std::fmt;

use urispec::edition::{EditionAt, Lineage};

/// When a page was captured, as an index writes it: 14 digits,
/// `YYYYMMDDhhmmss` (the IIPC "CDX File Format": "b date"; the Wayback
/// Machine's timestamps), each field in its range.
///
/// ```
/// use urispec_archive::{CaptureTime, TimeError};
/// use urispec::{Edition, Lineage};
///
/// let t: CaptureTime = "19960512083000".parse()?;
/// assert_eq!((t.year(), t.month(), t.day()), (1996, 5, 12));
/// assert_eq!(t.to_string(), "19960512083000");
/// assert_eq!(t.edition_in(Lineage::WholeUrls).edition, Edition::Rfc1738);
///
/// assert_eq!("1994".parse::<CaptureTime>(), Err(TimeError::Length { len: 4 }));
/// assert!(matches!("19941301000000".parse::<CaptureTime>(), Err(TimeError::Range { offset: 4, .. })));
/// # Ok::<(), TimeError>(())
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CaptureTime {
    year: u16,
    month: u8,
    day: u8,
    hour: u8,
    minute: u8,
    second: u8,
}

/// Why a capture time is none: [`TimeError::Length`] and
/// [`TimeError::NotDigit`] are an index's 14 digits
/// ([`CaptureTime::parse`]), [`TimeError::NotW3cdtf`] and
/// [`TimeError::UtcOutOfYears`] a W3C-DTF date's
/// ([`CaptureTime::from_w3cdtf`]), [`TimeError::Range`] either's. Each
/// offset is in the time's own text.
///
/// ```
/// use urispec_archive::{CaptureTime, TimeError};
/// assert_eq!(CaptureTime::parse(b"19990229000000"), Err(TimeError::Range { field: "day", offset: 6 }));
/// assert_eq!(CaptureTime::parse(b"1999-02-28T000"), Err(TimeError::NotDigit { offset: 4 }));
/// let e = CaptureTime::from_w3cdtf("1999-02-28T10:00").unwrap_err();
/// assert_eq!(e, TimeError::NotW3cdtf { offset: 16, expected: "`:`, `Z` or a zone `+hh:mm`/`-hh:mm`" });
/// assert_eq!(e.to_string(), "not a W3C-DTF date: `:`, `Z` or a zone `+hh:mm`/`-hh:mm` expected");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum TimeError {
    /// Not 14 characters (`1994`, a time cut to the year).
    #[error("the capture time has {len} bytes, not the 14 digits of YYYYMMDDhhmmss")]
    Length {
        /// How many it has.
        len: usize,
    },
    /// A character that is no ASCII digit.
    #[error("the capture time has a byte that is no digit")]
    NotDigit {
        /// Its byte offset in the time.
        offset: usize,
    },
    /// A field out of its range (month 13, 30 February, hour 24).
    #[error("the capture time's {field} is out of range")]
    Range {
        /// `month`, `day`, `hour`, `minute` or `second`; in a W3C-DTF
        /// date also `zone hour` or `zone minute`.
        field: &'static str,
        /// Its byte offset in the time.
        offset: usize,
    },
    /// A W3C-DTF date that does not go on as one of its six forms goes
    /// on: a byte other than the one the form has next (a digit, `-`,
    /// `T`, `:`, `.`, `Z`, `+` or `-`), an end where a field is due, or
    /// more after the date's end.
    #[error("not a W3C-DTF date: {expected} expected")]
    NotW3cdtf {
        /// Where, in bytes of the date (its length when it ends too soon).
        offset: usize,
        /// What the forms have there, as the error message words it.
        expected: &'static str,
    },
    /// A W3C-DTF date whose zone, taken back to UTC, moves it out of the
    /// years `0000` to `9999` (`0000-01-01T00:30+01:00`).
    #[error("taken to UTC, the W3C-DTF date leaves the years 0000 to 9999")]
    UtcOutOfYears {
        /// Where its zone designator starts.
        offset: usize,
    },
}

impl CaptureTime {
    /// The time `text` writes: exactly 14 ASCII digits, a real date of the
    /// Gregorian calendar and a time of day (seconds up to 59).
    pub fn parse(text: &[u8]) -> Result<Self, TimeError> {
        if text.len() != 14 {
            return Err(TimeError::Length { len: text.len() });
        }
        if let Some(offset) = text.iter().position(|b| !b.is_ascii_digit()) {
            return Err(TimeError::NotDigit { offset });
        }
        let n = |at: usize, len: usize| {
            text[at..at + len]
                .iter()
                .fold(0u16, |n, b| n * 10 + u16::from(b - b'0'))
        };
        // Each at most 99 (two digits): it fits a u8.
        let two = |at: usize| n(at, 2) as u8;
        let time = CaptureTime {
            year: n(0, 4),
            month: two(4),
            day: two(6),
            hour: two(8),
            minute: two(10),
            second: two(12),
        };
        let range = |field, offset| Err(TimeError::Range { field, offset });
        if !(1..=12).contains(&time.month) {
            return range("month", 4);
        }
        if time.day == 0 || time.day > days_in(time.year, time.month) {
            return range("day", 6);
        }
        if time.hour > 23 {
            return range("hour", 8);
        }
        if time.minute > 59 {
            return range("minute", 10);
        }
        if time.second > 59 {
            return range("second", 12);
        }
        Ok(time)
    }

    /// The time a W3C-DTF date writes ("W3C, Date and Time Formats
    /// (W3C-DTF)", the profile of ISO 8601 that ISO 28500 (WARC 1.1) §5.4
    /// names for `WARC-Date`, whose precision may be any of the profile's),
    /// in one of the profile's six forms:
    ///
    /// ```text
    /// YYYY
    /// YYYY-MM
    /// YYYY-MM-DD
    /// YYYY-MM-DDThh:mmTZD
    /// YYYY-MM-DDThh:mm:ssTZD
    /// YYYY-MM-DDThh:mm:ss.sTZD     (one or more digits of a fraction)
    /// TZD = Z | +hh:mm | -hh:mm
    /// ```
    ///
    /// Each field is its digits exactly (a four-digit year, two digits for
    /// the others; no sign, no lower-case `t` or `z`). A field the form
    /// leaves out takes its lowest value (month 1, day 1, `00:00:00`), so
    /// `2001-06` is the first instant of June 2001 and its month is June:
    /// the capture is judged by the edition of its month. The fraction is
    /// dropped (the capture began in that second).
    ///
    /// A time needs its zone designator, as W3C-DTF says. WARC writes UTC,
    /// `Z`; an offset `+hh:mm` or `-hh:mm` (local time that far ahead of
    /// or behind UTC) is taken back to UTC, which may move the date to the
    /// day, month or year before or after.
    ///
    /// # Errors
    ///
    /// [`TimeError::NotW3cdtf`] where the text stops being one of the
    /// forms (with what the forms have there), [`TimeError::Range`] for a
    /// field out of its range (month `00` or `13`, `02-30`, hour `24`,
    /// second `60`, a zone hour over `23`), [`TimeError::UtcOutOfYears`]
    /// when the zone takes the date before `0000` or after `9999`. Each
    /// offset is in `text`.
    ///
    /// ```
    /// use urispec_archive::{CaptureTime, TimeError};
    ///
    /// for (dtf, utc) in [
    ///     ("1995", "19950101000000"),
    ///     ("1995-08", "19950801000000"),
    ///     ("1995-08-14", "19950814000000"),
    ///     ("1995-08-14T09:30Z", "19950814093000"),
    ///     ("1995-08-14T09:30:15Z", "19950814093015"),
    ///     ("1995-08-14T09:30:15.999Z", "19950814093015"),
    ///     ("1995-08-14T09:30:15+02:00", "19950814073015"),
    ///     ("1995-12-31T22:00-03:30", "19960101013000"),
    /// ] {
    ///     assert_eq!(CaptureTime::from_w3cdtf(dtf)?.to_string(), utc);
    /// }
    ///
    /// assert_eq!(
    ///     CaptureTime::from_w3cdtf("1995-02-29"),
    ///     Err(TimeError::Range { field: "day", offset: 8 })
    /// );
    /// assert_eq!(
    ///     CaptureTime::from_w3cdtf("1995-08-14T09:30:15"),
    ///     Err(TimeError::NotW3cdtf { offset: 19, expected: "`.`, `Z` or a zone `+hh:mm`/`-hh:mm`" })
    /// );
    /// # Ok::<(), TimeError>(())
    /// ```
    pub fn from_w3cdtf(text: &str) -> Result<Self, TimeError> {
        let mut dtf = Dtf {
            text: text.as_bytes(),
            at: 0,
        };
        let mut time = CaptureTime {
            year: dtf.digits(4)?,
            month: 1,
            day: 1,
            hour: 0,
            minute: 0,
            second: 0,
        };
        if dtf.ends_or(b'-', "`-` or the end of the date")? {
            return Ok(time);
        }
        time.month = dtf.field(2, "month", 1, 12)?;
        if dtf.ends_or(b'-', "`-` or the end of the date")? {
            return Ok(time);
        }
        time.day = dtf.field(2, "day", 1, days_in(time.year, time.month))?;
        if dtf.ends_or(b'T', "`T` or the end of the date")? {
            return Ok(time);
        }
        time.hour = dtf.field(2, "hour", 0, 23)?;
        dtf.expect(b':', "`:`")?;
        time.minute = dtf.field(2, "minute", 0, 59)?;
        let mut expected = "`:`, `Z` or a zone `+hh:mm`/`-hh:mm`";
        if dtf.eat(b':') {
            time.second = dtf.field(2, "second", 0, 59)?;
            expected = "`.`, `Z` or a zone `+hh:mm`/`-hh:mm`";
            if dtf.eat(b'.') {
                dtf.digits(1)?;
                while dtf.peek().is_some_and(|b| b.is_ascii_digit()) {
                    dtf.at += 1;
                }
                expected = "a digit, `Z` or a zone `+hh:mm`/`-hh:mm`";
            }
        }
        let zone = dtf.at;
        match dtf.peek() {
            Some(b'Z') => dtf.at += 1,
            Some(sign @ (b'+' | b'-')) => {
                dtf.at += 1;
                let hours = dtf.field(2, "zone hour", 0, 23)?;
                dtf.expect(b':', "`:`")?;
                let minutes = dtf.field(2, "zone minute", 0, 59)?;
                let east = i32::from(hours) * 60 + i32::from(minutes);
                let east = if sign == b'+' { east } else { -east };
                time = time
                    .to_utc(east)
                    .ok_or(TimeError::UtcOutOfYears { offset: zone })?;
            }
            _ => {
                return Err(TimeError::NotW3cdtf {
                    offset: zone,
                    expected,
                });
            }
        }
        match dtf.peek() {
            None => Ok(time),
            Some(_) => Err(TimeError::NotW3cdtf {
                offset: dtf.at,
                expected: "the end of the date",
            }),
        }
    }

    /// The same instant in UTC, for a local time `east` minutes ahead of
    /// UTC (behind when negative, less than a day either way); `None` out
    /// of the years 0000 to 9999.
    fn to_utc(self, east: i32) -> Option<Self> {
        const DAY: i32 = 24 * 60;
        let minutes = i32::from(self.hour) * 60 + i32::from(self.minute) - east;
        let (mut year, mut month, mut day) = (self.year, self.month, self.day);
        if minutes < 0 {
            if day > 1 {
                day -= 1;
            } else if month > 1 {
                month -= 1;
                day = days_in(year, month);
            } else {
                year = year.checked_sub(1)?;
                (month, day) = (12, 31);
            }
        } else if minutes >= DAY {
            if day < days_in(year, month) {
                day += 1;
            } else if month < 12 {
                month += 1;
                day = 1;
            } else if year < 9999 {
                year += 1;
                (month, day) = (1, 1);
            } else {
                return None;
            }
        }
        let minutes = minutes.rem_euclid(DAY);
        Some(CaptureTime {
            year,
            month,
            day,
            // Below 24 and 60: they fit a u8.
            hour: (minutes / 60) as u8,
            minute: (minutes % 60) as u8,
            second: self.second,
        })
    }

    /// The year.
    pub fn year(&self) -> u16 {
        self.year
    }

    /// The month, 1 to 12.
    pub fn month(&self) -> u8 {
        self.month
    }

    /// The day of the month, from 1.
    pub fn day(&self) -> u8 {
        self.day
    }

    /// The hour, the minute and the second.
    pub fn clock(&self) -> (u8, u8, u8) {
        (self.hour, self.minute, self.second)
    }

    /// The edition of `lineage` in force in the capture's month
    /// ([`Lineage::edition_at`]).
    pub fn edition_in(&self, lineage: Lineage) -> EditionAt {
        lineage.edition_at(self.year, self.month)
    }
}

impl std::str::FromStr for CaptureTime {
    type Err = TimeError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        CaptureTime::parse(s.as_bytes())
    }
}

impl fmt::Display for CaptureTime {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{:04}{:02}{:02}{:02}{:02}{:02}",
            self.year, self.month, self.day, self.hour, self.minute, self.second
        )
    }
}

/// A W3C-DTF date being read: its bytes and how far.
struct Dtf<'a> {
    text: &'a [u8],
    at: usize,
}

impl Dtf<'_> {
    /// The byte at the cursor.
    fn peek(&self) -> Option<u8> {
        self.text.get(self.at).copied()
    }

    /// `n` ASCII digits (at most 4) and their value.
    fn digits(&mut self, n: usize) -> Result<u16, TimeError> {
        let mut value = 0u16;
        for _ in 0..n {
            match self.peek() {
                Some(b) if b.is_ascii_digit() => value = value * 10 + u16::from(b - b'0'),
                _ => {
                    return Err(TimeError::NotW3cdtf {
                        offset: self.at,
                        expected: "a digit",
                    });
                }
            }
            self.at += 1;
        }
        Ok(value)
    }

    /// A field of `n` digits (at most 2) from `low` to `high`.
    fn field(&mut self, n: usize, name: &'static str, low: u8, high: u8) -> Result<u8, TimeError> {
        let offset = self.at;
        // At most 99: it fits a u8.
        let value = self.digits(n)? as u8;
        if (low..=high).contains(&value) {
            Ok(value)
        } else {
            Err(TimeError::Range {
                field: name,
                offset,
            })
        }
    }

    /// Whether the byte at the cursor is `b`, and past it if so.
    fn eat(&mut self, b: u8) -> bool {
        let here = self.peek() == Some(b);
        if here {
            self.at += 1;
        }
        here
    }

    /// Past the byte `b`, which must be there.
    fn expect(&mut self, b: u8, expected: &'static str) -> Result<(), TimeError> {
        if self.eat(b) {
            Ok(())
        } else {
            Err(TimeError::NotW3cdtf {
                offset: self.at,
                expected,
            })
        }
    }

    /// `true` at the end of the date, `false` past a `b`: a shorter form
    /// ends where a longer goes on.
    fn ends_or(&mut self, b: u8, expected: &'static str) -> Result<bool, TimeError> {
        if self.peek().is_none() {
            return Ok(true);
        }
        self.expect(b, expected).map(|()| false)
    }
}

/// The days of `month` in `year` (the Gregorian calendar's leap years).
fn days_in(year: u16, month: u8) -> u8 {
    match month {
        2 if year.is_multiple_of(4) && (!year.is_multiple_of(100) || year.is_multiple_of(400)) => {
            29
        }
        2 => 28,
        4 | 6 | 9 | 11 => 30,
        _ => 31,
    }
}

#[cfg(test)]
mod tests;
