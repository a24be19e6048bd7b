//! A capture's time: the 14 digits `YYYYMMDDhhmmss` of a CDX `b` field or
//! a CDXJ line's second field.

use std::fmt;

use crate::edition::{EditionAt, Lineage};

/// When a page was captured, as an index writes it: 14 digits,
/// `YYYYMMDDhhmmss` (the IIPC "CDX File Format": "b date"; the Wayback
/// Machine's timestamps), each field in its range.
///
/// ```
/// use urispec::archive::{CaptureTime, TimeError};
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

/// Why a capture time is none.
///
/// ```
/// use urispec::archive::{CaptureTime, TimeError};
/// assert_eq!(CaptureTime::parse(b"19990229000000"), Err(TimeError::Range { field: "day", offset: 6 }));
/// assert_eq!(CaptureTime::parse(b"1999-02-28T000"), Err(TimeError::NotDigit { offset: 4 }));
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
        /// `month`, `day`, `hour`, `minute` or `second`.
        field: &'static str,
        /// Its byte offset in the time.
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
mod tests {
    use super::*;

    #[test]
    fn times_round_trip_and_absurd_ones_are_refused() {
        for ok in [
            "19940101000000",
            "20000229235959",
            "19961231120000",
            "00000101000000",
        ] {
            assert_eq!(CaptureTime::parse(ok.as_bytes()).unwrap().to_string(), ok);
        }
        for (bad, field) in [
            ("19940001000000", "month"),
            ("19941301000000", "month"),
            ("19940100000000", "day"),
            ("19940132000000", "day"),
            ("19990229000000", "day"),
            ("19000229000000", "day"),
            ("19940431000000", "day"),
            ("19940101240000", "hour"),
            ("19940101006000", "minute"),
            ("19940101000060", "second"),
        ] {
            assert!(
                matches!(CaptureTime::parse(bad.as_bytes()), Err(TimeError::Range { field: f, .. }) if f == field),
                "{bad}"
            );
        }
        assert_eq!(CaptureTime::parse(b""), Err(TimeError::Length { len: 0 }));
        assert_eq!(
            CaptureTime::parse(b"1994"),
            Err(TimeError::Length { len: 4 })
        );
        assert_eq!(
            CaptureTime::parse(b"199401010000001"),
            Err(TimeError::Length { len: 15 })
        );
        assert_eq!(
            CaptureTime::parse(b"1994-1-1000000"),
            Err(TimeError::NotDigit { offset: 4 })
        );
        assert_eq!(
            CaptureTime::parse("1994\u{ff10}1010000".as_bytes()),
            Err(TimeError::NotDigit { offset: 4 })
        );
    }
}
