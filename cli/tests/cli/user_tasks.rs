//! Ten everyday tasks of the command line (`cli/tests/user_tasks.sh`), each
//! the shortest command a new user would write from the README alone, run
//! with this build of `urispec` first on the PATH.

use std::path::PathBuf;
use std::process::Command;

#[test]
fn ten_command_line_tasks() {
    let bin = PathBuf::from(env!("CARGO_BIN_EXE_urispec"));
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("user-tasks");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    let path = std::env::join_paths(
        std::iter::once(bin.parent().expect("a directory").to_path_buf()).chain(
            std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default()),
        ),
    )
    .expect("a PATH");
    let out = Command::new("bash")
        .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/user_tasks.sh"))
        .current_dir(&dir)
        .env("PATH", path)
        .output()
        .expect("bash runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "ok\n", "{stderr}");
}
