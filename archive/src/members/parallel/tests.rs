//! The members read on workers against the member reader on one thread:
//! the same pieces, byte for byte, damaged files included.

use super::*;
use std::io::Write;

fn member_at(text: &[u8], level: u32) -> Vec<u8> {
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(level));
    gz.write_all(text).unwrap();
    gz.finish().unwrap()
}

fn member(text: &[u8]) -> Vec<u8> {
    member_at(text, 6)
}

/// Every piece, as the tests of the member reader write it, errors and
/// failed runs in full.
fn collect<F>(mut next: F) -> Vec<String>
where
    F: FnMut(&mut Vec<u8>, usize) -> io::Result<Option<Piece>>,
{
    let mut out = Vec::new();
    let mut buf = vec![7; 10];
    loop {
        match next(&mut buf, 3) {
            Ok(None) => return out,
            Ok(Some(piece)) => out.push(match piece {
                Piece::Member { stored, len } => format!("{stored:?} {:?}", &buf[3..3 + len]),
                Piece::Part(len) => format!("part {:?}", &buf[3..3 + len]),
                Piece::PartsEnd => "end".to_owned(),
                Piece::Failed(f) => format!("{f:?}"),
            }),
            Err(e) => {
                out.push(format!("error {e}"));
                return out;
            }
        }
    }
}

fn one_thread<R: Read>(input: R) -> Vec<String> {
    let mut members = Members::new(input);
    collect(|buf, at| members.next_piece(buf, at))
}

fn workers<R: Read>(input: R, workers: usize, stretch: usize) -> Vec<String> {
    let mut members =
        ParallelMembers::from_stretches(Stretches::with_stretch(input, workers, stretch));
    collect(|buf, at| members.next_piece(buf, at))
}

/// The pieces of `bytes` on workers, for a few stretch lengths and
/// numbers of workers, are those of the member reader.
fn same(bytes: &[u8], what: &str) {
    let want = one_thread(bytes);
    for stretch in [1, 13, 300, 4096, STRETCH] {
        for n in [1, 2, 3] {
            assert_eq!(
                workers(bytes, n, stretch),
                want,
                "{what}: stretch {stretch}, {n} workers"
            );
        }
    }
}

fn texts(n: usize) -> Vec<Vec<u8>> {
    (0..n)
        .map(|i| format!("record {i} ").repeat(1 + i * 7 % 40).into_bytes())
        .collect()
}

#[test]
fn whole_members_come_out_in_order() {
    let all: Vec<u8> = texts(60).iter().flat_map(|t| member(t)).collect();
    same(&all, "60 members");
    same(&member(b""), "one empty member");
    same(
        &[member(b"a"), member(b"")].concat(),
        "an empty member last",
    );
}

#[test]
fn a_member_cut_short_anywhere_reads_as_on_one_thread() {
    let m: Vec<Vec<u8>> = texts(5).iter().map(|t| member(t)).collect();
    for cut in 0..m[2].len() {
        let all = [&m[0][..], &m[1], &m[2][..cut], &m[3], &m[4]].concat();
        same(&all, &format!("cut at {cut}"));
        // And the file ending inside it.
        let end = [&m[0][..], &m[1], &m[2][..cut]].concat();
        same(&end, &format!("ending at {cut}"));
    }
}

#[test]
fn a_flipped_byte_anywhere_reads_as_on_one_thread() {
    let m: Vec<Vec<u8>> = texts(4).iter().map(|t| member(t)).collect();
    let stored = member_at(&texts(3)[2], 0);
    for damaged in [&m[1], &stored] {
        for at in 0..damaged.len() {
            for xor in [0x01, 0x55, 0xff] {
                let mut bad = damaged.clone();
                bad[at] ^= xor;
                let all = [&m[0][..], &bad, &m[2], &m[3]].concat();
                let want = one_thread(&all[..]);
                for stretch in [1, 40] {
                    let got = workers(&all[..], 2, stretch);
                    assert_eq!(got, want, "byte {at} ^ {xor:#x}, stretch {stretch}");
                }
            }
        }
    }
}

#[test]
fn junk_between_and_after_members_reads_as_on_one_thread() {
    let (a, b) = (member(b"a"), member(b"b"));
    same(&[&a[..], b"junk", &b, b"tail"].concat(), "junk");
    same(
        &[&a[..], b"\x1f\x8b\x08\x00", &b].concat(),
        "a header cut short",
    );
    same(&[&a[..], &[0; 100], &b].concat(), "zeros");
    same(b"\x1f\x8b", "the magic number alone");
}

#[test]
fn a_gzip_body_stored_in_a_member_is_no_member() {
    // A member at level 0 stores its bytes as they are: a gzip body in it
    // is a run of candidate starts inside the member.
    let inner: Vec<u8> = texts(30).iter().flat_map(|t| member(t)).collect();
    let outer = member_at(&inner, 0);
    let all = [member(b"before"), outer.clone(), member(b"after")].concat();
    same(&all, "a stored gzip body");
    // Its CRC-32 wrong: the member reader's run, not the body's members.
    let mut bad = all.clone();
    let crc = member(b"before").len() + outer.len() - 8;
    bad[crc] ^= 1;
    same(&bad, "a stored gzip body, CRC-32 wrong");
}

#[test]
fn headers_with_every_field_read_as_on_one_thread() {
    let mut gz = flate2::GzBuilder::new()
        .filename("f.txt")
        .comment("a comment")
        .extra(vec![1, 2, 3])
        .write(Vec::new(), flate2::Compression::default());
    gz.write_all(b"with fields").unwrap();
    let fields = gz.finish().unwrap();
    // FHCRC: the header's own CRC-16 (RFC 1952 §2.3.1), left to the
    // caller's reader.
    let mut hcrc = member(b"with a header CRC");
    hcrc[3] |= 0x02;
    let crc16 = (flate2::Crc::new(), &hcrc[..10]);
    let mut sum = crc16.0;
    sum.update(crc16.1);
    let crc = (sum.sum() as u16).to_le_bytes();
    hcrc.splice(10..10, crc);
    let all = [member(b"a"), fields, hcrc, member(b"z")].concat();
    same(&all, "header fields");
}

#[test]
fn a_member_too_long_for_a_worker_is_read_streaming() {
    let text: Vec<u8> = (0..(MEMBER_HELD / 8 + 1000))
        .flat_map(|i| format!("{i:07}\n").into_bytes())
        .collect();
    let all = [member(b"before"), member(&text), member(b"after")].concat();
    let want = one_thread(&all[..]);
    assert_eq!(workers(&all[..], 2, 1000), want);
}

#[test]
fn a_long_output_pauses_a_worker_and_goes_on() {
    // Members of 1 MiB of zeros: a worker pauses after each, and the
    // rest of its stretch is handed on again.
    let zeros = member(&vec![0; 1 << 20]);
    let all: Vec<u8> = (0..6).flat_map(|_| zeros.clone()).collect();
    assert_eq!(workers(&all[..], 2, 1 << 20), one_thread(&all[..]));
}

/// A stream that fails after its first bytes.
struct Failing(Vec<u8>);

impl Read for Failing {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.0.is_empty() {
            return Err(io::Error::other("the disk is on fire"));
        }
        let n = self.0.len().min(buf.len()).min(1000);
        buf[..n].copy_from_slice(&self.0[..n]);
        self.0.drain(..n);
        Ok(n)
    }
}

#[test]
fn the_streams_own_error_comes_after_the_members_before_it() {
    let all: Vec<u8> = texts(40).iter().flat_map(|t| member(t)).collect();
    for end in [0, 1, 10, all.len() / 3, all.len() / 2, all.len()] {
        let want = one_thread(Failing(all[..end].to_vec()));
        assert!(
            want.last().is_some_and(|l| l.ends_with("on fire")),
            "{want:?}"
        );
        for stretch in [1, 500] {
            assert_eq!(
                workers(Failing(all[..end].to_vec()), 2, stretch),
                want,
                "{end}"
            );
        }
    }
}

/// A stream that counts the bytes read from it.
struct Counted<'a>(&'a [u8], std::rc::Rc<std::cell::Cell<usize>>);

impl Read for Counted<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.0.read(buf)?;
        self.1.set(self.1.get() + n);
        Ok(n)
    }
}

#[test]
fn a_long_member_is_not_read_ahead_whole() {
    // Bytes that do not compress (a member as long as its text), with no
    // candidate start in them: the reader hands the first stretch on
    // without a cut and stops reading until the caller reads on.
    let mut x = 1u32;
    let text: Vec<u8> = (0..(6 << 20))
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            (x >> 24) as u8
        })
        .collect();
    let all = [member_at(&text, 0), member(b"after")].concat();
    assert_eq!(
        find_start(&all[1..]),
        Some(all.len() - member(b"after").len() - 1)
    );
    let read = std::rc::Rc::new(std::cell::Cell::new(0));
    let mut stretches = Stretches::with_stretch(Counted(&all, read.clone()), 2, 1000);
    assert!(matches!(stretches.next_step(), Step::Stuck(0)));
    assert!(read.get() < 3 * SCAN, "{} bytes read ahead", read.get());
    // And the member reader reads it on from there.
    let mut members = ParallelMembers::from_stretches(Stretches::with_stretch(&all[..], 2, 1000));
    let got = collect(|buf, at| members.next_piece(buf, at));
    assert_eq!(got, one_thread(&all[..]));
}

#[test]
fn random_damage_reads_as_on_one_thread() {
    // Members of text, of stored bytes and of stored gzip bodies, then a
    // few bytes flipped, put in or taken out anywhere; stretches cut short.
    let mut m: Vec<Vec<u8>> = texts(12).iter().map(|t| member(t)).collect();
    m.insert(
        4,
        member_at(&[member(b"inner"), member(b"body")].concat(), 0),
    );
    m.insert(9, member_at(&texts(3)[2], 0));
    let clean = m.concat();
    let mut x = 0x9e37_79b9_u64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    for case in 0..400 {
        let mut bytes = clean.clone();
        for _ in 0..1 + next(3) {
            let at = next(bytes.len());
            match next(3) {
                0 => bytes[at] ^= 1 + next(255) as u8,
                1 => bytes.insert(at, next(256) as u8),
                _ => {
                    bytes.remove(at);
                }
            }
        }
        let want = one_thread(&bytes[..]);
        let stretch = [1, 50, 700][case % 3];
        assert_eq!(workers(&bytes[..], 2, stretch), want, "case {case}");
    }
}

/// The member at the start of `bytes` read by libdeflate ([`worker::bounded`])
/// and by zlib-rs ([`worker::inflated`]): each one's compressed length
/// and bytes, where it reads the member whole.
fn both_ways(bytes: &[u8], eof: bool) -> [Option<(usize, Vec<u8>)>; 2] {
    let Some(head) = worker::header_len(bytes) else {
        return [None, None];
    };
    let mut inflaters = worker::Inflaters::new();
    let mut a = b"kept".to_vec();
    let fast = worker::bounded(bytes, head, eof, &mut a, &mut inflaters.bounded);
    let mut b = b"kept".to_vec();
    let slow = worker::inflated(
        bytes,
        head,
        &mut b,
        &mut inflaters.inflate,
        &mut inflaters.crc,
    );
    for (read, out) in [(fast, &a), (slow, &b)] {
        // What was there before is kept, whatever came of the member.
        assert_eq!(&out[..4], b"kept");
        if read.is_none() {
            assert_eq!(out.len(), 4);
        }
    }
    let one = |read: Option<(usize, usize)>, out: &[u8]| {
        read.map(|(length, len)| {
            assert_eq!(out.len(), 4 + len);
            (length, out[4..].to_vec())
        })
    };
    [one(fast, &a), one(slow, &b)]
}

fn with_fields(text: &[u8]) -> Vec<u8> {
    let mut gz = flate2::GzBuilder::new()
        .filename("f.txt")
        .comment("a comment")
        .extra(vec![1, 2, 3])
        .write(Vec::new(), flate2::Compression::default());
    gz.write_all(text).unwrap();
    gz.finish().unwrap()
}

#[test]
fn libdeflate_reads_every_member_whose_end_is_known() {
    let mut m: Vec<Vec<u8>> = texts(40).iter().map(|t| member(t)).collect();
    m.push(with_fields(b"with every field"));
    m.push(member_at(&texts(9)[8], 0));
    m.push(member(&vec![b'x'; 100_000]));
    let all = m.concat();
    let mut at = 0;
    for (i, one) in m.iter().enumerate() {
        let [fast, slow] = both_ways(&all[at..], true);
        assert_eq!(fast.as_ref().map(|f| f.0), Some(one.len()), "member {i}");
        assert_eq!(fast, slow, "member {i}");
        at += one.len();
    }
    // Each alone, the file's end its end.
    for one in &m {
        let [fast, slow] = both_ways(one, true);
        assert!(fast.is_some());
        assert_eq!(fast, slow);
    }
    // But an empty member: its CRC-32 and ISIZE are both 4 zero bytes, so
    // its ISIZE occurs twice and zlib-rs reads it.
    let empty = member(b"");
    assert_eq!(both_ways(&empty, true), [None, Some((empty.len(), vec![]))]);
}

#[test]
fn bytes_after_a_member_are_never_taken_for_its_end() {
    let (a, b) = (member(&texts(5)[4]), member(b"b"));
    let trailer = &a[a.len() - 8..];
    let size = &a[a.len() - 4..];
    for junk in [
        &b"junk"[..],
        trailer,
        size,
        &[0; 9],
        &[&b"x"[..], trailer].concat(),
    ] {
        // libdeflate alone reads the first member from these bytes: it
        // ignores what follows the trailer it checked.
        let span = [&a[..], junk].concat();
        let mut out = vec![0; 1 << 16];
        let n = libdeflater::Decompressor::new().gzip_decompress(&span, &mut out);
        assert_eq!(n.ok(), Some(texts(5)[4].len()), "{junk:?}");
        for eof in [false, true] {
            let file = if eof {
                span.clone()
            } else {
                [&span[..], &b].concat()
            };
            let [fast, slow] = both_ways(&file, eof);
            assert_eq!(fast, None, "{junk:?}, eof {eof}");
            assert_eq!(slow.map(|s| s.0), Some(a.len()), "{junk:?}");
            same(&file, &format!("{junk:?} after a member"));
        }
    }
}

#[test]
fn a_candidate_start_inside_a_member_leaves_it_to_zlib_rs() {
    // Stored bytes hold the magic number: the span to it is no member.
    let text = [&b"before "[..], b"\x1f\x8b\x08\x00", b" after"].concat();
    let stored = member_at(&text, 0);
    let [fast, slow] = both_ways(&stored, true);
    assert_eq!(fast, None);
    assert_eq!(slow.map(|s| s.1), Some(text.clone()));
    same(
        &[member(b"a"), stored, member(b"b")].concat(),
        "the magic number stored in a member",
    );
}

#[test]
fn a_last_member_cut_short_is_left_to_zlib_rs() {
    let m = member(&texts(6)[5]);
    for cut in 0..m.len() {
        assert_eq!(both_ways(&m[..cut], true), [None, None], "cut at {cut}");
    }
}

#[test]
fn an_isize_that_lies_is_no_member_either_way() {
    let text = &texts(7)[6];
    let m = member(text);
    let n = m.len();
    let real = text.len() as u32;
    for lie in [
        0,
        real - 1,
        real + 1,
        2 * real,
        MEMBER_HELD as u32 + 1,
        u32::MAX,
    ] {
        let mut bad = m.clone();
        bad[n - 4..].copy_from_slice(&lie.to_le_bytes());
        assert_eq!(both_ways(&bad, true), [None, None], "ISIZE {lie}");
        same(
            &[member(b"a"), bad, member(b"b")].concat(),
            &format!("ISIZE {lie}"),
        );
    }
}

#[test]
fn libdeflate_reads_no_member_that_zlib_rs_reads_otherwise() {
    // Members of text, stored bytes and a stored gzip body, damaged at
    // random (bytes flipped, put in, taken out, a trailer copied): at
    // every candidate start, what libdeflate reads whole zlib-rs reads
    // the same.
    let mut m: Vec<Vec<u8>> = texts(10).iter().map(|t| member(t)).collect();
    m.insert(
        3,
        member_at(&[member(b"inner"), member(b"body")].concat(), 0),
    );
    m.insert(6, with_fields(b"fields"));
    m.insert(8, member_at(&texts(3)[2], 0));
    let clean = m.concat();
    let mut x = 0x2545_f491_4f6c_dd1d_u64;
    let mut next = |n: usize| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        (x % n as u64) as usize
    };
    let (mut read, mut agreed) = (0, 0);
    for case in 0..300 {
        let mut bytes = clean.clone();
        for _ in 0..1 + next(3) {
            let at = next(bytes.len());
            match next(4) {
                0 => bytes[at] ^= 1 + next(255) as u8,
                1 => bytes.insert(at, next(256) as u8),
                2 => {
                    bytes.remove(at);
                }
                _ => {
                    let from = next(bytes.len() - 8);
                    let copy = bytes[from..from + 8].to_vec();
                    bytes.splice(at..at, copy);
                }
            }
        }
        let eof = case % 2 == 0;
        let end = if eof {
            bytes.len()
        } else {
            bytes.len() - next(30)
        };
        for start in (0..end).filter(|&i| is_start(&bytes[i..end])) {
            let [fast, slow] = both_ways(&bytes[start..end], eof);
            if fast.is_some() {
                assert_eq!(fast, slow, "case {case}, start {start}");
                agreed += 1;
            }
            read += usize::from(slow.is_some());
        }
    }
    // Most members zlib-rs reads whole, libdeflate reads too.
    assert!(agreed * 10 > read * 8, "{agreed} of {read}");
}

/// A member of one fixed-Huffman block (RFC 1951 §3.2.6): the literal
/// `a`, then length code `symbol` at distance 1, then the block's end.
fn fixed_block_member(symbol: u32) -> (Vec<u8>, Vec<u8>) {
    let (mut deflate, mut acc, mut n) = (Vec::new(), 0u32, 0);
    // A Huffman code is packed from its most significant bit (§3.1.1).
    let mut code = |value: u32, len: u32, msb_first: bool| {
        for i in 0..len {
            let bit = if msb_first {
                value >> (len - 1 - i) & 1
            } else {
                value >> i & 1
            };
            acc |= bit << n;
            n += 1;
            if n == 8 {
                deflate.push(acc as u8);
                (acc, n) = (0, 0);
            }
        }
    };
    code(1, 1, false); // BFINAL
    code(1, 2, false); // BTYPE 01: fixed codes
    code(0x30 + u32::from(b'a'), 8, true); // literal 0-143: 8 bits from 0x30
    code(0xc0 + symbol - 280, 8, true); // 280-287: 8 bits from 0xc0
    code(0, 5, true); // distance code 0: distance 1
    code(0, 7, true); // 256, the block's end: 7 bits from 0
    code(0, 7, false); // to a byte's end
    let text = vec![b'a'; 1 + 258];
    let mut crc = flate2::Crc::new();
    crc.update(&text);
    let mut member = vec![0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff];
    member.extend_from_slice(&deflate);
    member.extend_from_slice(&crc.sum().to_le_bytes());
    member.extend_from_slice(&(text.len() as u32).to_le_bytes());
    (member, text)
}

#[test]
fn a_length_code_zlib_rejects_is_the_known_difference() {
    // RFC 1951 §3.2.5 has length codes up to 285; the fixed code (§3.2.6)
    // has room for 286 and 287, which "will never actually occur". zlib
    // (and zlib-rs) rejects them; libdeflate reads them as length 258.
    // A member that uses one (no conforming writer makes it) and whose
    // CRC-32 and ISIZE are those of what libdeflate reads is read whole by
    // the workers' libdeflate and is a corrupt member to zlib-rs: the one
    // case where the readers differ (BENCHMARKS.md, "libdeflate where a
    // member's end is known").
    let (good, text) = fixed_block_member(285);
    let [fast, slow] = both_ways(&good, true);
    assert_eq!(fast, Some((good.len(), text.clone())));
    assert_eq!(slow, fast);
    let (odd, text) = fixed_block_member(286);
    let [fast, slow] = both_ways(&odd, true);
    assert_eq!(fast, Some((odd.len(), text)));
    assert_eq!(slow, None);
}
