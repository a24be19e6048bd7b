//! The `warc` and `cdx` fuzz targets' invariants (`common/invariants.rs`, the
//! file the targets in `fuzz/` include) on the archive cases, on clean
//! generated files, and on every input the fuzzers found (`FOUND`, recorded
//! in `FUZZING.md`), so a fault found once stays fixed.

use std::path::Path;

use crate::invariants;

/// An input the `warc` or `cdx` target found: the target, the kind its first
/// byte picked (`raw` for an even byte, `generated` for an odd one), and the
/// rest of the bytes libFuzzer wrote to `fuzz/artifacts/<target>/`. None so
/// far; a find goes here with the fix that makes it pass.
const FOUND: &[(&str, &str, &[u8])] = &[];

/// Run the input of `target` through that target's invariants.
fn replay(target: &str, kind: &str, data: &[u8]) {
    let generated = match kind {
        "generated" => true,
        "raw" => false,
        other => panic!("no {target} input of the kind {other}"),
    };
    match target {
        "warc" => invariants::warc_input(generated, data),
        "cdx" => invariants::cdx_input(generated, data),
        other => panic!("no archive fuzz target {other}"),
    }
}

#[test]
fn every_found_input_holds_its_target_invariants() {
    for (target, kind, data) in FOUND {
        replay(target, kind, data);
    }
}

#[test]
fn archive_cases_hold_the_warc_and_index_invariants() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/cases/archive");
    let mut read = 0;
    for entry in std::fs::read_dir(&root).expect("the archive cases") {
        let path = entry.expect("an entry").path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let bytes = std::fs::read(&path).expect("a case file");
        if name.contains(".warc") {
            replay("warc", "raw", &bytes);
            read += 1;
        } else if name.contains(".cdx") {
            replay("cdx", "raw", &bytes);
            read += 1;
        }
    }
    assert!(read >= 8, "the cases were read: {read}");
}

#[test]
fn clean_generated_files_are_read_whole() {
    for seed in 0..40u64 {
        let mut input = seed.to_le_bytes().to_vec();
        for twin in [0u8, 1] {
            input.truncate(8);
            input.push(twin);
            replay("warc", "generated", &input);
        }
        replay("cdx", "generated", &input);
    }
}

/// Two members damaged: the first's inflation runs on through the two
/// whole members after it and the second, damaged too, and stops at the
/// second's trailer. The whole members between are read, and each damaged
/// member is one failed run of its own (random damage found it:
/// `random_damage_loses_no_untouched_record`).
#[test]
fn a_member_whose_inflation_runs_into_another_damaged_one_loses_none_between() {
    use crate::invariants::damage::{self, Edit};
    let edits = [
        Edit::Flip {
            at: 17602474323894079523,
            xor: 97,
        },
        Edit::Flip {
            at: 7070536561764504130,
            xor: 1,
        },
    ];
    invariants::warc_edited(4823907231613558477, true, &edits);
    let file = damage::File::clean(4823907231613558477);
    let bytes = damage::apply(file.bytes(true), &edits);
    let failed: Vec<_> = damage::read(&bytes, true, 1 << 16)
        .items
        .iter()
        .filter_map(|item| item.as_ref().err().and_then(|e| e.member))
        .collect();
    let members: Vec<_> = file.records.iter().map(|r| r.member).collect();
    // The damaged members are the first and the fourth, each failed alone.
    assert_eq!(
        failed,
        [
            (members[0].0 as u64, (members[0].1 - members[0].0) as u64),
            (members[3].0 as u64, (members[3].1 - members[3].0) as u64),
        ]
    );
    let (one, three) = (
        damage::read(&bytes, true, 1 << 16),
        damage::read_on(&bytes, true, 1 << 16, 3),
    );
    assert_eq!((one.items, one.types), (three.items, three.types));
}
