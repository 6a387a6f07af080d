//! Valid input that deserves a remark gets a warning, not an error, and `check` exits 0.

use std::process::Command;

#[test]
fn unsorted_manual_axes_warn_and_pass() {
    // jaxlib accepts manual axes in any order; its sdy-manual-axes-cleanup sorts them.
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/verify_unsorted_manual_axes.mlir"
    );
    let out = Command::new(env!("CARGO_BIN_EXE_autoshard"))
        .args(["check", file])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(
        stderr.contains("warning: 'sdy.manual_computation' op manual axes are not in mesh order"),
        "{stderr}"
    );
}
