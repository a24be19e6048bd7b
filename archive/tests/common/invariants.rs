//! The invariants the fuzz targets `warc` and `cdx` (`fuzz/fuzz_targets/`)
//! hold every input to, shared with the archive crate's regression tests
//! (`archive/tests/archive/regressions.rs`), so an input a fuzzer found is
//! checked again by `cargo test` with the same assertions. Each function
//! panics, naming the invariant, when one does not hold.
//!
//! It depends on the public API only, and on the generator of damaged WARC
//! files beside it (`damage.rs`).

#[path = "damage.rs"]
pub mod damage;

/// The longest WARC header the WARC invariants read (small, so that a
/// fuzzer reaches the limit).
pub const WARC_MAX_HEADER: usize = 4096;

/// The most edits [`warc_edited`] and [`cdx_edited`] make: with at most 8
/// bytes put in or taken out of a block, its `Content-Length` stays within
/// the 8 bytes the WARC reader's contract recovers.
pub const MAX_EDITS: usize = 8;

/// The edits of a fuzz input: 3 bytes an edit
/// ([`damage::Edit::from_bytes`], positions modulo `len`), at most
/// [`MAX_EDITS`].
pub fn edits(bytes: &[u8], len: usize) -> Vec<damage::Edit> {
    bytes
        .chunks_exact(3)
        .take(MAX_EDITS)
        .map(|b| damage::Edit::from_bytes([b[0], b[1], b[2]], len))
        .collect()
}

/// The seed of a generated file in a fuzz input (its first 8 bytes, little
/// endian), whether to take the gzip twin (the next byte odd), and the
/// edits (the rest).
fn seed_twin_edits(rest: &[u8]) -> (u64, bool, &[u8]) {
    let mut seed = [0; 8];
    let n = rest.len().min(8);
    seed[..n].copy_from_slice(&rest[..n]);
    let gz = rest.get(8).is_some_and(|b| b % 2 == 1);
    (
        u64::from_le_bytes(seed),
        gz,
        rest.get(9..).unwrap_or_default(),
    )
}

/// The `warc` target's input: with `generated`, a clean generated WARC
/// file (the seed, the twin and the edits in `rest`: [`warc_edited`]);
/// otherwise `rest` is the file ([`warc`]).
pub fn warc_input(generated: bool, rest: &[u8]) {
    if !generated {
        warc(rest);
        return;
    }
    let (seed, gz, edit_bytes) = seed_twin_edits(rest);
    let file = damage::File::clean(seed);
    warc_edited(seed, gz, &edits(edit_bytes, file.bytes(gz).len()));
}

/// The `cdx` target's input: with `generated`, a clean generated index
/// (the seed and the edits in `rest`, the twin byte unread:
/// [`cdx_edited`]); otherwise `rest` is the index ([`cdx`]).
pub fn cdx_input(generated: bool, rest: &[u8]) {
    if !generated {
        cdx(rest);
        return;
    }
    let (seed, _, edit_bytes) = seed_twin_edits(rest);
    let index = damage::index(seed);
    cdx_edited(seed, &edits(edit_bytes, index.bytes.len()));
}

/// The WARC reader (`Pages`, with links) on any bytes: no panic; no error
/// of the stream (a slice cannot fail to be read); the offsets of pages
/// and records that are errors strictly increasing, and in a plain file
/// within it (a failed gzip member's gap in the decompressed stream after
/// the record before it, at or before the one after it); each failed
/// member's span in the compressed file not empty, within the file, after
/// the one before it.
pub fn warc(data: &[u8]) -> damage::Seen {
    let seen = damage::read(data, true, WARC_MAX_HEADER);
    let gz = data.starts_with(&[0x1f, 0x8b]);
    // The last page's or error's offset, and the least the next may have
    // (a failed member's gap, where the next good member's record may
    // start).
    let (mut last, mut floor): (Option<u64>, u64) = (None, 0);
    let mut member_end = 0u64;
    for item in &seen.items {
        let (offset, member) = match item {
            Ok(page) => (Some(page.offset), None),
            Err(e) => {
                assert!(!e.io, "no error of the stream in a slice: {e:?}");
                (e.offset, e.member)
            }
        };
        if let Some((from, length)) = member {
            assert!(length > 0, "a failed member's span is not empty: {item:?}");
            assert!(
                from >= member_end && from + length <= data.len() as u64,
                "failed members' spans in order, within the file ({} bytes): {item:?}",
                data.len()
            );
            member_end = from + length;
        }
        let Some(offset) = offset else { continue };
        assert!(
            last.is_none_or(|l| offset > l) && offset >= floor,
            "offsets increasing: {offset} after {last:?} (at least {floor}): {item:?}"
        );
        assert!(
            gz || offset < data.len() as u64,
            "offset within the file ({} bytes): {item:?}",
            data.len()
        );
        if member.is_some() {
            floor = offset;
        } else {
            last = Some(offset);
        }
    }
    seen
}

/// The WARC reader on a clean generated file (the gzip twin or not) with
/// `edits` made: [`warc`]'s invariants, and every record a reader must
/// still report ([`damage::File::survivors`]) reported: a capture with its
/// type, target and time, another type counted.
pub fn warc_edited(seed: u64, gz: bool, edits: &[damage::Edit]) {
    let file = damage::File::clean(seed);
    let bytes = damage::apply(file.bytes(gz), edits);
    let seen = warc(&bytes);
    let survivors = file.survivors(gz, edits);
    let mut counted: std::collections::BTreeMap<&str, u64> = Default::default();
    for (r, _) in file.records.iter().zip(&survivors).filter(|(_, s)| **s) {
        if !r.kind.is_capture() {
            *counted.entry(r.kind.name()).or_default() += 1;
            continue;
        }
        let found = seen.items.iter().flatten().any(|p| {
            p.warc_type == r.kind.name()
                && Some(p.target.as_str()) == r.target.as_deref()
                && p.time.as_deref() == Some(r.capture.as_str())
        });
        assert!(
            found,
            "seed {seed} gz {gz}, {edits:?}: the untouched {} {:?} at {} is reported; read: {:?}",
            r.kind.name(),
            r.target,
            r.start,
            seen.items
        );
    }
    for (kind, n) in counted {
        let got = seen.types.get(kind).copied().unwrap_or(0);
        assert!(
            got >= n,
            "seed {seed} gz {gz}, {edits:?}: {n} untouched {kind} records, {got} counted"
        );
    }
}

/// The index readers (`open`, `Index::records`, `Format::capture`) on any
/// bytes: no panic; line numbers strictly increasing, within the input's
/// lines; each error's offset within its line.
pub fn cdx(data: &[u8]) -> Vec<urispec_archive::CaptureRecord> {
    use urispec::Lineage;
    use urispec_archive::{open, CaptureVerdict, Format, Gunzip, Index, Judge};
    let lines: Vec<&[u8]> = data.split(|&b| b == b'\n').collect();
    let gz = data.starts_with(&[0x1f, 0x8b]);
    if !gz {
        let legend = lines.first().and_then(|l| Format::guess(l).ok());
        for line in &lines {
            let line = line.strip_suffix(b"\r").unwrap_or(line);
            for format in [Format::Lines, Format::Cdxj].into_iter().chain(legend) {
                if let Err(e) = format.capture(line) {
                    assert!(
                        e.offset() <= line.len(),
                        "{format:?}: {e:?} within {line:?}"
                    );
                }
            }
        }
    }
    let Ok(input) = Gunzip::new(data) else {
        return Vec::new();
    };
    let Ok(opened) = open(input, None, 1 << 16) else {
        return Vec::new();
    };
    let index = Index::new(opened.format(), Judge::ByDate(Lineage::WholeUrls))
        .jobs(1)
        .max_line(1 << 16);
    let mut records = Vec::new();
    let mut last = 0;
    for record in index.records(opened) {
        let Ok(record) = record else { continue };
        assert!(
            record.line > last,
            "line numbers increasing: {record:?} after {last}"
        );
        assert!(
            gz || record.line as usize <= lines.len(),
            "line {} within the {} lines",
            record.line,
            lines.len()
        );
        if let (CaptureVerdict::NotACapture(e), false) = (&record.verdict, gz) {
            let line = lines[record.line as usize - 1];
            assert!(
                e.offset() <= line.len(),
                "{e:?} within line {}",
                record.line
            );
        }
        last = record.line;
        records.push(record);
    }
    records
}

/// The index readers on a clean generated index ([`damage::index`]) with
/// `edits` made: [`cdx`]'s invariants, and each line none of whose bytes
/// (nor the line end before it) was touched reported with its URL and
/// time, where the first line, which tells the format, was not touched.
pub fn cdx_edited(seed: u64, edits: &[damage::Edit]) {
    let index = damage::index(seed);
    let bytes = damage::apply(&index.bytes, edits);
    let records = cdx(&bytes);
    for (url, time) in index.survivors(edits) {
        assert!(
            records
                .iter()
                .any(|r| r.input == url && r.time.map(|t| t.to_string()).as_deref() == Some(time)),
            "seed {seed}, {edits:?}: the untouched line {url} {time} is reported; read: {records:?}"
        );
    }
}
