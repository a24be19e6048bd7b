//! The WARC reader against damaged files whose construction says which
//! records must come out (`common/damage.rs`, STYLE.md 2.11): 150 seeded
//! files (`URISPEC_DAMAGE_FILES` for more), each plain and as `.warc.gz`
//! with one member per record, read with their links, and the seeds a long
//! run found; then random bytes flipped, put in and taken out of clean
//! files (proptest, `URISPEC_DAMAGE_CASES` cases each, 256 by default).
//! `damage::read` is the one place that names the reader's API.

#[allow(dead_code)]
use crate::invariants;

use std::collections::BTreeMap;
use std::panic::{catch_unwind, AssertUnwindSafe};

use invariants::damage::{self, Damage, Expected, Fate, File, MemberDamage, Options};
use proptest::prelude::*;

/// The seeds of the fixed set: 150 files, 300 with their gzip twins.
const SEEDS: std::ops::Range<u64> = 0..150;

/// The seeds the reading test runs: the fixed set, or the first
/// `URISPEC_DAMAGE_FILES` seeds for a long run (FUZZING.md, "Property
/// campaigns").
fn seeds() -> std::ops::Range<u64> {
    let files = std::env::var("URISPEC_DAMAGE_FILES").ok();
    files.map_or(SEEDS, |n| 0..n.parse().expect("a number of files"))
}

/// Seeds past the fixed set where a long run (seeds 0 to 4999, FUZZING.md)
/// found the reader departing from the model, and how.
const FOUND: &[(u64, &str)] = &[
    // A stored (level 0) member with a byte of its data flipped: its
    // deflate data reads to their end, its CRC-32 does not match. Its end
    // is known, yet the reading went on inside it, where it holds a
    // `Content-Encoding: gzip` body as it is, and took that body for a
    // member: its HTML parsed as WARC ("no `WARC/` version line"), the
    // failed run cut in two.
    (
        3047,
        "gz: a gzip body stored in a member whose CRC-32 is wrong read as a member",
    ),
    (
        3214,
        "gz: a gzip body stored in a member whose CRC-32 is wrong read as a member",
    ),
    // The same, and the body quotes a record: a phantom capture.
    (
        3457,
        "gz: the record quoted in a gzip body stored in a failed member reported",
    ),
    // A `Content-Length` 2 (4) short of a block that ends in CRLF (CRLF
    // CRLF): the block seems followed by CRLF CRLF, then an empty line (two)
    // before the next record; nothing named.
    (
        221,
        "a Content-Length 2 short of a block ending in CRLF: no defect named",
    ),
    (
        225,
        "a Content-Length 4 short of a block ending in CRLF CRLF: no defect named",
    ),
    // A member cut short whose inflation ran on through whole members and
    // "ended" where a member starts, its CRC-32 wrong: the members it ran
    // through skipped.
    (1322, "gz: a member cut short, inflated on through the next"),
    (1594, "gz: a member cut short, inflated on through the next"),
    (2429, "gz: a member cut short, inflated on through the next"),
];

/// The header limit the reader runs with here (the generator's headers
/// are under 1 KiB; an over-long one is 64 bytes over this).
const MAX_HEADER: usize = 2048;

fn options() -> Options {
    Options {
        damage: true,
        max_header: MAX_HEADER,
    }
}

/// What the fixed set holds, counted from the model alone.
fn totals(files: &[File]) -> BTreeMap<String, usize> {
    let mut t = BTreeMap::new();
    let mut add = |key: String| *t.entry(key).or_insert(0) += 1;
    for file in files {
        add("files".to_owned());
        add(format!("version {}", file.version));
        for r in &file.records {
            add("records".to_owned());
            add(format!("type {}", r.kind.name()));
            if let Some(d) = r.damage {
                add(format!("damage {}", d.label()));
            }
            if let Some(m) = r.member_damage {
                add(format!("member {m:?}"));
            }
            if r.quote.is_some() {
                add("quoting a record".to_owned());
            }
            if r.links.is_some() {
                add("with links".to_owned());
            }
            let form = match r.date.len() {
                4 => "yyyy",
                7 => "yyyy-mm",
                10 => "yyyy-mm-dd",
                17 => "hh:mmZ",
                20 => "hh:mm:ssZ",
                _ => "hh:mm:ss.sZ",
            };
            add(format!("date {form}"));
        }
        for gz in [false, true] {
            let (fates, errors) = file.expect(gz);
            let twin = if gz { "gz" } else { "plain" };
            for fate in fates {
                add(format!(
                    "{twin} {}",
                    match fate {
                        Fate::Intact => "intact",
                        Fate::Damaged(_) => "damaged",
                        Fate::HeaderTooLong => "header error",
                        Fate::Lost => "lost in a member",
                    }
                ));
            }
            for e in errors {
                add(format!(
                    "{twin} errors {}",
                    match e {
                        Expected::HeaderTooLong { .. } => "header",
                        Expected::Member { .. } => "member",
                    }
                ));
            }
        }
    }
    t
}

/// The totals of the fixed set: a change of the generator shows here.
const TOTALS: &str = "\
damage content-encoding deflate raw: 8\n\
damage content-encoding gzip over plain: 15\n\
damage content-length +1: 5\n\
damage content-length +2: 7\n\
damage content-length +3: 8\n\
damage content-length +4: 8\n\
damage content-length +5: 8\n\
damage content-length +6: 1\n\
damage content-length +7: 1\n\
damage content-length +8: 5\n\
damage content-length -1: 3\n\
damage content-length -2: 3\n\
damage content-length -3: 4\n\
damage content-length -4: 5\n\
damage content-length -5: 7\n\
damage content-length -6: 10\n\
damage content-length -7: 2\n\
damage content-length -8: 8\n\
damage header too long: 37\n\
damage line-ends all: 26\n\
damage line-ends some: 16\n\
damage trailer BareLf: 21\n\
damage trailer LfLf: 8\n\
damage trailer Nothing: 16\n\
damage trailer OneCrlf: 15\n\
damage transfer-encoding chunked over plain: 14\n\
damage truncated: 27\n\
date hh:mm:ss.sZ: 139\n\
date hh:mm:ssZ: 104\n\
date hh:mmZ: 135\n\
date yyyy: 143\n\
date yyyy-mm: 122\n\
date yyyy-mm-dd: 133\n\
files: 150\n\
gz damaged: 207\n\
gz errors header: 31\n\
gz errors member: 97\n\
gz header error: 31\n\
gz intact: 441\n\
gz lost in a member: 97\n\
member CutAtEnd: 14\n\
member CutShort: 24\n\
member FlippedCrc: 35\n\
member FlippedDeflate: 24\n\
plain damaged: 251\n\
plain errors header: 37\n\
plain header error: 37\n\
plain intact: 488\n\
quoting a record: 52\n\
records: 776\n\
type metadata: 61\n\
type request: 179\n\
type resource: 83\n\
type response: 232\n\
type revisit: 152\n\
type warcinfo: 69\n\
version WARC/0.17: 46\n\
version WARC/1.0: 53\n\
version WARC/1.1: 51\n\
with links: 210\n\
";

#[test]
fn the_fixed_set_holds_what_the_generator_made() {
    let files: Vec<File> = SEEDS.map(|s| File::generate(s, &options())).collect();
    let totals = totals(&files);
    let text: String = totals.iter().map(|(k, v)| format!("{k}: {v}\n")).collect();
    eprintln!("{text}");
    assert_eq!(text, TOTALS);
    // The model against the bytes: each record's header starts with its
    // version line and holds its length; where no member failed, the gzip
    // twin is the plain file.
    for file in &files {
        for r in &file.records {
            assert!(file.plain[r.start..].starts_with(file.version.as_bytes()));
            let line = &file.plain[r.length_line.0..r.length_line.1];
            assert!(line.starts_with(b"Content-Length: "), "{}", file.seed);
            if let Some((a, b)) = r.quote {
                assert!(file.plain[a..b].starts_with(b"WARC/1.0\r\n"));
            }
            // The damage done is among the readings its bytes allow.
            match r.damage {
                Some(Damage::Trailer(_)) => {
                    assert!(
                        file.boundary_readings(r).contains(&"trailer"),
                        "{}",
                        file.seed
                    )
                }
                Some(Damage::ContentLength(_)) => assert!(
                    file.boundary_readings(r).contains(&"content-length"),
                    "{}",
                    file.seed
                ),
                _ => {}
            }
        }
        let mut plain = Vec::new();
        let members: Vec<_> = file.records.iter().map(|r| r.member_damage).collect();
        let whole = std::io::Read::read_to_end(
            &mut flate2::read::MultiGzDecoder::new(&file.gz[..]),
            &mut plain,
        );
        if members.iter().all(Option::is_none) {
            whole.expect("the gzip twin decompresses");
            assert_eq!(plain, file.plain, "seed {}", file.seed);
        } else {
            assert!(
                whole.is_err() || plain != file.plain,
                "seed {}: a damaged member fails",
                file.seed
            );
        }
        // Each member alone, as written: the damaged ones fail.
        for r in &file.records {
            let mut out = Vec::new();
            let one = &file.gz[r.member.0..r.member.1];
            let read = std::io::Read::read_to_end(&mut flate2::read::GzDecoder::new(one), &mut out);
            match r.member_damage {
                None => assert_eq!(
                    out,
                    &file.plain[r.start..r.end],
                    "seed {} member at {}",
                    file.seed,
                    r.member.0
                ),
                Some(MemberDamage::FlippedCrc | MemberDamage::FlippedDeflate) => assert!(
                    read.is_err() || out != file.plain[r.start..r.end],
                    "seed {}: {:?} fails",
                    file.seed,
                    r.member_damage
                ),
                Some(_) => assert!(read.is_err(), "seed {}: a cut member fails", file.seed),
            }
        }
    }
}

/// One twin read, what it departs from the model in (a panic is one).
fn departures(file: &File, gz: bool) -> (damage::Seen, Vec<damage::Mismatch>) {
    let bytes = file.bytes(gz);
    match catch_unwind(AssertUnwindSafe(|| damage::read(bytes, true, MAX_HEADER))) {
        Ok(seen) => {
            let found = damage::check(file, gz, &seen);
            (seen, found)
        }
        Err(e) => {
            let message = e
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| (*s).to_owned()))
                .unwrap_or_default();
            let panic = damage::Mismatch {
                what: "panic",
                detail: message,
            };
            (damage::Seen::default(), vec![panic])
        }
    }
}

#[test]
fn every_record_the_model_keeps_is_reported_and_no_other() {
    let mut by_kind: BTreeMap<&str, usize> = BTreeMap::new();
    let mut first = Vec::new();
    let (mut pages, mut named, mut errors) = (0, 0, 0);
    for seed in seeds() {
        let file = File::generate(seed, &options());
        for gz in [false, true] {
            let (seen, found) = departures(&file, gz);
            for item in &seen.items {
                match item {
                    Ok(page) => {
                        pages += 1;
                        named += page.defects.len();
                    }
                    Err(_) => errors += 1,
                }
            }
            for m in found {
                *by_kind.entry(m.what).or_default() += 1;
                if first.len() < 12 {
                    let twin = if gz { "gz" } else { "plain" };
                    let damage: Vec<String> = file
                        .records
                        .iter()
                        .filter_map(|r| r.damage.map(Damage::label))
                        .collect();
                    first.push(format!(
                        "seed {seed} {twin} ({damage:?}): {}: {}",
                        m.what, m.detail
                    ));
                }
            }
        }
    }
    eprintln!("read: {pages} pages, {named} defects named, {errors} errors");
    eprintln!("departures from the model: {by_kind:?}");
    assert!(by_kind.is_empty(), "{by_kind:?}\n{}", first.join("\n"));
}

/// What `bytes` reads to on `jobs` threads, as plain values.
fn read_on(bytes: &[u8], jobs: usize) -> (String, String) {
    let seen = damage::read_on(bytes, true, MAX_HEADER, jobs);
    (format!("{:?}", seen.items), format!("{:?}", seen.types))
}

#[test]
fn the_same_records_and_errors_whatever_the_jobs() {
    for seed in seeds() {
        let file = File::generate(seed, &options());
        for gz in [false, true] {
            let bytes = file.bytes(gz);
            let one = read_on(bytes, 1);
            for jobs in [2, 3] {
                assert!(
                    read_on(bytes, jobs) == one,
                    "seed {seed} gz {gz}, {jobs} jobs"
                );
            }
        }
    }
}

#[test]
fn the_seeds_a_long_run_found_keep_their_model() {
    let mut found = Vec::new();
    for &(seed, what) in FOUND {
        let file = File::generate(seed, &options());
        for gz in [false, true] {
            for m in departures(&file, gz).1 {
                let twin = if gz { "gz" } else { "plain" };
                found.push(format!(
                    "seed {seed} {twin} ({what}): {}: {}",
                    m.what, m.detail
                ));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}

/// The cases of each property: `URISPEC_DAMAGE_CASES`, 256 by default
/// (FUZZING.md records a long run).
fn cases() -> u32 {
    std::env::var("URISPEC_DAMAGE_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(256)
}

/// One random edit: a byte flipped, put in or taken out, anywhere.
fn edit() -> impl Strategy<Value = damage::Edit> {
    (any::<usize>(), 0u8..3, 1u8..=255).prop_map(|(at, op, byte)| match op {
        0 => damage::Edit::Flip { at, xor: byte },
        1 => damage::Edit::Insert { at, byte },
        _ => damage::Edit::Delete { at },
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    /// Random damage of a clean file: no panic, offsets in order and in
    /// the file, and every record whose bytes (in the gzip twin, whose
    /// member) were untouched, where the reader is sure to come to it,
    /// reported (`damage::File::survivors` says which).
    #[test]
    fn random_damage_loses_no_untouched_record(
        seed in any::<u64>(),
        gz in any::<bool>(),
        edits in proptest::collection::vec(edit(), 1..=invariants::MAX_EDITS),
    ) {
        invariants::warc_edited(seed, gz, &edits);
    }

    /// Random damage of a gzip file: the same records and errors on
    /// threads as on one.
    #[test]
    fn random_damage_reads_the_same_on_threads(
        seed in any::<u64>(),
        edits in proptest::collection::vec(edit(), 1..=invariants::MAX_EDITS),
    ) {
        let file = damage::File::clean(seed);
        let bytes = damage::apply(file.bytes(true), &edits);
        prop_assert!(read_on(&bytes, 3) == read_on(&bytes, 1));
    }

    /// A clean file, plain or gzip, unedited: every record reported.
    #[test]
    fn a_clean_file_is_read_whole(seed in any::<u64>(), gz in any::<bool>()) {
        invariants::warc_edited(seed, gz, &[]);
    }

    /// Random damage of a clean CDX or CDXJ index: no panic, line numbers in
    /// order, every untouched line reported with its URL and time.
    #[test]
    fn random_damage_of_an_index_loses_no_untouched_line(
        seed in any::<u64>(),
        edits in proptest::collection::vec(edit(), 0..=invariants::MAX_EDITS),
    ) {
        invariants::cdx_edited(seed, &edits);
    }
}

/// What a reader that keeps the contract reports of one twin: the model's
/// records and errors, each as the contract words it.
fn keeping_the_contract(file: &File, gz: bool) -> damage::Seen {
    let (fates, errors) = file.expect(gz);
    let mut seen = damage::Seen::default();
    for (i, (r, fate)) in file.records.iter().zip(&fates).enumerate() {
        if let (Fate::Intact | Fate::Damaged(_), false) = (fate, r.kind.is_capture()) {
            *seen.types.entry(r.kind.name().to_owned()).or_default() += 1;
        }
        let defects = match fate {
            Fate::Intact => Vec::new(),
            Fate::Damaged(accepted) => vec![accepted[0].to_owned()],
            Fate::HeaderTooLong | Fate::Lost => continue,
        };
        if r.kind.is_capture() {
            let offset = file.offset(i, gz).unwrap_or(u64::MAX);
            // In the plain file a record lies as stored from its own start.
            let own = (offset, 1);
            seen.items.push(Ok(damage::SeenPage {
                offset,
                warc_type: r.kind.name().to_owned(),
                target: r.target.clone().unwrap_or_default(),
                time: Some(r.capture.clone()),
                defects,
                links: r.links.clone(),
                stored: Some(if gz {
                    (r.member.0 as u64, (r.member.1 - r.member.0) as u64)
                } else {
                    own
                }),
            }));
        }
    }
    for e in errors {
        seen.items.push(Err(match e {
            Expected::HeaderTooLong { offset } => damage::SeenError {
                offset: Some(offset.unwrap_or(u64::MAX)),
                member: None,
                header_too_long: true,
                io: false,
                message: String::new(),
            },
            Expected::Member { offset, length } => damage::SeenError {
                offset: None,
                member: Some((offset, length)),
                header_too_long: false,
                io: false,
                message: String::new(),
            },
        }));
    }
    seen
}

#[test]
fn the_check_passes_a_reader_that_keeps_the_contract_and_fails_one_that_does_not() {
    let mut failed = BTreeMap::new();
    for seed in SEEDS {
        let file = File::generate(seed, &options());
        for gz in [false, true] {
            let right = keeping_the_contract(&file, gz);
            assert_eq!(damage::check(&file, gz, &right), [], "seed {seed} gz {gz}");
            // Each way of departing, where the file allows it, is found.
            let mut wrongs: Vec<(&str, damage::Seen)> = Vec::new();
            let pages: Vec<usize> = (0..right.items.len())
                .filter(|&i| right.items[i].is_ok())
                .collect();
            if let Some(&first) = pages.first() {
                let mut lost = right.clone();
                let _ = lost.items.remove(first);
                wrongs.push(("a page lost", lost));
                let mut date = right.clone();
                if let Ok(p) = &mut date.items[first] {
                    p.time = None;
                }
                wrongs.push(("wrong date", date));
                let mut phantom = right.clone();
                if let Ok(p) = phantom.items[first].clone() {
                    let target = format!("http://quoted.example/{seed}/0");
                    phantom.items.push(Ok(damage::SeenPage { target, ..p }));
                }
                wrongs.push(("phantom", phantom));
            }
            if let Some(&i) = pages
                .iter()
                .find(|&&i| right.items[i].as_ref().is_ok_and(|p| !p.defects.is_empty()))
            {
                let mut unnamed = right.clone();
                if let Ok(p) = &mut unnamed.items[i] {
                    p.defects.clear();
                }
                wrongs.push(("defect not named", unnamed));
            }
            if let Some(i) = right.items.iter().position(Result::is_err) {
                let mut silent = right.clone();
                let _ = silent.items.remove(i);
                wrongs.push(("error not reported", silent));
            }
            if let Some(kind) = right.types.keys().next().cloned() {
                let mut uncounted = right.clone();
                uncounted.types.remove(&kind);
                wrongs.push(("type count", uncounted));
            }
            for (what, wrong) in wrongs {
                let found = damage::check(&file, gz, &wrong);
                assert!(!found.is_empty(), "seed {seed} gz {gz}: {what} not found");
                *failed.entry(what).or_insert(0) += 1;
            }
        }
    }
    eprintln!("departures made and found: {failed:?}");
    assert_eq!(failed.len(), 6, "{failed:?}");
}
