//! Shared helpers of the binary's tests: where the snapshots go.
#![allow(dead_code)]

use std::path::PathBuf;

/// The workspace root: the library's package, where `snapshots/`, `tests/`,
/// `grammar/` and `../shared` are found.
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("cli/ sits in the workspace")
        .to_path_buf()
}

/// Run `f` with insta writing to `snapshots/<area>/` at the workspace root,
/// beside the library's snapshots.
pub fn with_snapshots<R>(area: &str, f: impl FnOnce() -> R) -> R {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(root().join("snapshots").join(area));
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(f)
}
