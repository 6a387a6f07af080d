//! Headless Chromium checks of the self-contained HTML pages (Debian's `chromium`,
//! installed by `scripts/ensure-chromium`, which `./dev test` runs): the page loads
//! without console errors and its screenshot is not blank. Without Chromium the checks
//! skip, unless `AUTOSHARD_REQUIRE_CHROMIUM=1` (set by `./dev test` when the script found
//! one). Included by the tests that render pages (`#[path]`).

use std::path::{Path, PathBuf};
use std::process::Command;

/// The Chromium to run, or `None` (the check skips) when there is none.
pub fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("AUTOSHARD_CHROMIUM") {
        return Some(PathBuf::from(p));
    }
    for c in ["chromium", "chromium-browser", "google-chrome"] {
        if let Ok(o) = Command::new("sh")
            .args(["-c", &format!("command -v {c}")])
            .output()
        {
            if o.status.success() {
                return Some(PathBuf::from(String::from_utf8_lossy(&o.stdout).trim()));
            }
        }
    }
    assert!(
        std::env::var("AUTOSHARD_REQUIRE_CHROMIUM").as_deref() != Ok("1"),
        "AUTOSHARD_REQUIRE_CHROMIUM=1 but no chromium: run scripts/ensure-chromium"
    );
    eprintln!("note: no chromium; report.HTML rendering not checked");
    None
}

/// Distinct pixel byte values of a PNG (8-bit RGB/RGBA), counted by Python's zlib: a
/// blank page has a handful, charts and text hundreds.
fn distinct_bytes(png: &std::path::Path) -> usize {
    let script = r#"
import struct, sys, zlib
d = open(sys.argv[1], 'rb').read()
assert d[:8] == b'\x89PNG\r\n\x1a\n'
i, idat = 8, b''
while i < len(d):
    n, = struct.unpack('>I', d[i:i+4]); t = d[i+4:i+8]
    if t == b'IDAT': idat += d[i+8:i+8+n]
    i += 12 + n
print(len(set(zlib.decompress(idat))))
"#;
    let o = Command::new("python3")
        .arg("-c")
        .arg(script)
        .arg(png)
        .output()
        .expect("python3");
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8_lossy(&o.stdout).trim().parse().unwrap()
}

/// Renders `page` in headless Chromium (profile and screenshot in `dir`) and checks that
/// it loads without console messages and that the screenshot is not blank.
pub fn check_renders(chrome: &Path, page: &Path, dir: &Path) {
    let shot = dir.join("shot.png");
    let out = Command::new(chrome)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--hide-scrollbars",
            "--window-size=1000,1600",
            "--enable-logging=stderr",
            "--v=0",
        ])
        .arg(format!("--user-data-dir={}", dir.join("profile").display()))
        .arg(format!("--screenshot={}", shot.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .expect("run chromium");
    let log = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "chromium failed:\n{log}");
    let console: Vec<&str> = log.lines().filter(|l| l.contains("CONSOLE")).collect();
    assert!(
        console.is_empty(),
        "console messages:\n{}",
        console.join("\n")
    );
    assert!(shot.exists(), "no screenshot:\n{log}");
    let n = distinct_bytes(&shot);
    assert!(
        n > 50,
        "the screenshot looks blank ({n} distinct byte values)"
    );
}
