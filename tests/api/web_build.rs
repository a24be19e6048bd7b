//! `web/build.sh` installs what it needs (the wasm32 target, wasm-bindgen
//! at the version of `Cargo.lock`) and says so: `web/test/installs.sh` holds
//! it to a PATH of stand-ins, so nothing is installed or built for real.

use std::process::Command;

#[test]
fn the_page_script_installs_what_it_needs() {
    let root = env!("CARGO_MANIFEST_DIR");
    let out = Command::new("bash")
        .arg(format!("{root}/web/test/installs.sh"))
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n", "{stderr}");
}
