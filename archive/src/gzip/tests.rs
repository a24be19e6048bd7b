//! The gzip reader against flate2's decoder: whole, damaged and in parallel.

use super::*;
use std::io::Write;

fn member(text: &[u8]) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(text).unwrap();
    gz.finish().unwrap()
}

/// What `bytes` read to, and the same on a thread of its own, errors
/// included.
fn read_all(bytes: &[u8]) -> io::Result<Vec<u8>> {
    let mut out = Vec::new();
    let here = Gunzip::new(bytes)?.read_to_end(&mut out);
    let mut threaded = Vec::new();
    let there = Gunzip::threaded(Cursor::new(bytes.to_vec()))?.read_to_end(&mut threaded);
    match (&here, &there) {
        (Ok(_), Ok(_)) => assert_eq!(threaded, out),
        (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
        _ => panic!("{here:?} on the reader's thread, {there:?} on its own"),
    }
    // On workers, in stretches of a few bytes and of the default.
    for (jobs, stretch) in [(2, Some(1)), (3, Some(50)), (2, None)] {
        let mut spread = Vec::new();
        let input = Cursor::new(bytes.to_vec());
        let there = Gunzip::in_stretches(input, jobs, stretch)?.read_to_end(&mut spread);
        match (&here, &there) {
            (Ok(_), Ok(_)) => assert_eq!(spread, out),
            (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
            _ => panic!("{here:?} on the reader's thread, {there:?} on workers"),
        }
    }
    here.map(|_| out)
}

fn gzip_error(bytes: &[u8]) -> GzipError {
    let e = read_all(bytes).unwrap_err();
    e.get_ref()
        .and_then(|e| e.downcast_ref::<GzipError>())
        .unwrap_or_else(|| panic!("not a gzip error: {e}"))
        .clone()
}

#[test]
fn text_and_short_inputs_are_read_as_they_are() {
    for text in [
        &b""[..],
        b"\x1f",
        b"\x1fx",
        b"a",
        b"\x8b\x1f",
        b"http://a/\n",
    ] {
        assert_eq!(read_all(text).unwrap(), text);
    }
}

#[test]
fn every_member_is_read() {
    let text: Vec<u8> = (0..20_000)
        .flat_map(|i| format!("http://h/{i}\n").into_bytes())
        .collect();
    let (a, b) = text.split_at(text.len() / 3);
    let (b, c) = b.split_at(b.len() / 2);
    let all = [member(a), member(b), member(c), member(b"")].concat();
    assert_eq!(read_all(&all).unwrap(), text);
}

#[test]
fn every_cut_is_truncated_and_every_flip_an_error_or_other_text() {
    let whole = member(&b"http://info.cern.ch/hypertext/WWW/TheProject.html\n".repeat(50));
    for end in 2..whole.len() {
        let e = gzip_error(&whole[..end]);
        assert!(
            e.is_truncated() || e.kind() == GzipErrorKind::Corrupt,
            "{end}: {e}"
        );
        assert!(e.offset() <= end as u64, "{end}: {e}");
    }
    // A changed byte is caught (the CRC-32 of RFC 1952 §2.3.1) or, in
    // the header's free fields, changes nothing: never a panic.
    for at in 2..whole.len() {
        let mut bad = whole.clone();
        bad[at] ^= 0x55;
        let _ = read_all(&bad);
    }
    // Trailing junk after a member is no member (shorter than a
    // member's header, it reads as one cut short).
    let junk = [whole.clone(), b"this is no gzip member\n".to_vec()].concat();
    assert_eq!(gzip_error(&junk).kind(), GzipErrorKind::Corrupt);
    let junk = [whole.clone(), b"junk".to_vec()].concat();
    assert!(gzip_error(&junk).is_truncated());
}

#[test]
fn a_damaged_member_among_many_reads_the_same_on_workers() {
    let m: Vec<Vec<u8>> = (0..4)
        .map(|i| member(format!("http://h/{i}\n").repeat(30).as_bytes()))
        .collect();
    // read_all holds the workers' bytes and errors to one thread's.
    for at in 0..m[1].len() {
        let mut bad = m[1].clone();
        bad[at] ^= 0x55;
        let _ = read_all(&[&m[0][..], &bad, &m[2], &m[3]].concat());
        let _ = read_all(&[&m[0][..], &m[1][..at], &m[2], &m[3]].concat());
    }
    let junk = [&m[0][..], b"junk and more junk", &m[2]].concat();
    assert_eq!(gzip_error(&junk).kind(), GzipErrorKind::Corrupt);
}

#[test]
fn random_damage_reads_the_same_on_workers() {
    let clean: Vec<u8> = (0..12)
        .flat_map(|i| member(format!("http://h/{i}\n").repeat(20 + i * 9).as_bytes()))
        .collect();
    let mut x = 0x2545_f491_u64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    for _ in 0..300 {
        let mut bytes = clean.clone();
        let at = next(bytes.len());
        match next(3) {
            0 => bytes[at] ^= 1 + next(255) as u8,
            1 => bytes.insert(at, next(256) as u8),
            _ => {
                bytes.remove(at);
            }
        }
        // read_all holds the workers' bytes and errors to one thread's.
        let _ = read_all(&bytes);
    }
}

/// A stream that fails after its first bytes.
struct Failing(Vec<u8>);

impl Read for Failing {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.0.is_empty() {
            return Err(io::Error::other("the disk is on fire"));
        }
        let n = self.0.len().min(buf.len());
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0.drain(..n);
        Ok(n)
    }
}

#[test]
fn the_streams_own_error_is_passed_on() {
    let whole = member(&b"x".repeat(100_000));
    let half = || Failing(whole[..whole.len() / 2].to_vec());
    let e = Gunzip::new(half())
        .unwrap()
        .read_to_end(&mut Vec::new())
        .unwrap_err();
    assert_eq!(e.to_string(), "the disk is on fire");
    let e = Gunzip::threaded(half())
        .unwrap()
        .read_to_end(&mut Vec::new())
        .unwrap_err();
    assert_eq!(e.to_string(), "the disk is on fire");
    let many: Vec<u8> = (0..50)
        .flat_map(|i| member(format!("{i} ").repeat(200).as_bytes()))
        .collect();
    let mut before = Vec::new();
    let e = Gunzip::new(Failing(many[..many.len() / 2].to_vec()))
        .unwrap()
        .read_to_end(&mut before)
        .unwrap_err();
    assert_eq!(e.to_string(), "the disk is on fire");
    for jobs in [2, 3] {
        let mut read = Vec::new();
        let e = Gunzip::in_stretches(Failing(many[..many.len() / 2].to_vec()), jobs, Some(40))
            .unwrap()
            .read_to_end(&mut read)
            .unwrap_err();
        assert_eq!(e.to_string(), "the disk is on fire");
        assert_eq!(read, before);
    }
}
