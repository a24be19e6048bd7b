//! Write damaged WARC files from the tests' seeded generator
//! (`tests/common/damage.rs`), each plain and as `.warc.gz` (one gzip member
//! per record), and a JSON manifest of what a reader must report from each:
//! the files `python/tests/test_warc_damage.py` reads with warcio and with
//! `urispec warc`.
//!
//! ```sh
//! cargo run --example damaged_warc -- OUTDIR N SEED
//! ```
//!
//! Writes `damaged-S.warc` and `damaged-S.warc.gz` for the N seeds from
//! SEED on, and `manifest.json`: per file its records (type, target URI,
//! date and the 14 digits it stands for, offset, where its header ends,
//! where its `Content-Length` says its block ends, where the next record
//! starts, gzip member, the damage done) and per twin each record's fate (`intact`, `damaged` with the
//! defects a reader may name, `header-too-long`, `lost` in a failed gzip
//! member) and the errors a reader must report. An over-long header is
//! longer than the `urispec` command's limit (`urispec_archive::MAX_HEADER`).

use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::{json, Value};

#[path = "../tests/common/damage.rs"]
mod damage;

use damage::{Expected, Fate, File, Options};

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("damaged_warc: {e}");
            ExitCode::from(2)
        }
    }
}

fn run() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [dir, n, seed] = &args[..] else {
        return Err("usage: damaged_warc OUTDIR N SEED".into());
    };
    let dir = PathBuf::from(dir);
    let (n, first): (u64, u64) = (n.parse()?, seed.parse()?);
    std::fs::create_dir_all(&dir)?;
    let options = Options {
        damage: true,
        max_header: urispec_archive::MAX_HEADER,
    };
    let mut files = Vec::new();
    for seed in first..first + n {
        let file = File::generate(seed, &options);
        let name = format!("damaged-{seed}.warc");
        std::fs::write(dir.join(&name), &file.plain)?;
        std::fs::write(dir.join(format!("{name}.gz")), &file.gz)?;
        files.push(manifest(&file, &name));
    }
    let manifest = json!({ "max_header": options.max_header, "files": files });
    std::fs::write(
        dir.join("manifest.json"),
        serde_json::to_string_pretty(&manifest)?,
    )?;
    Ok(())
}

/// One file's entry of the manifest.
fn manifest(file: &File, name: &str) -> Value {
    let twin = |gz: bool| {
        let (fates, errors) = file.expect(gz);
        let fates: Vec<Value> = fates
            .iter()
            .map(|f| match f {
                Fate::Intact => json!({ "fate": "intact" }),
                Fate::Damaged(defects) => json!({ "fate": "damaged", "defects": defects }),
                Fate::HeaderTooLong => json!({ "fate": "header-too-long" }),
                Fate::Lost => json!({ "fate": "lost" }),
            })
            .collect();
        let errors: Vec<Value> = errors
            .iter()
            .map(|e| match e {
                Expected::HeaderTooLong { offset } => {
                    json!({ "error": "header-too-long", "offset": offset })
                }
                Expected::Member { offset, length } => {
                    json!({ "error": "member", "offset": offset, "length": length })
                }
            })
            .collect();
        json!({ "records": fates, "errors": errors })
    };
    let records: Vec<Value> = file
        .records
        .iter()
        .map(|r| {
            json!({
                "type": r.kind.name(),
                "capture_type": r.kind.is_capture(),
                "target": r.target,
                "date": r.date,
                "capture": r.capture,
                "offset": r.start,
                "header_end": r.header_end,
                "declared_end": r.declared_end,
                "end": r.end,
                "member": [r.member.0, r.member.1],
                "damage": r.damage.map(damage::Damage::label),
                "member_damage": r.member_damage.map(|m| format!("{m:?}")),
            })
        })
        .collect();
    json!({
        "seed": file.seed,
        "version": file.version,
        "plain": name,
        "gz": format!("{name}.gz"),
        "records": records,
        "twins": { "plain": twin(false), "gz": twin(true) },
    })
}
