//! `report.html` rendered by headless Chromium (Debian's `chromium`, installed by
//! `scripts/ensure-chromium`, which `./dev test` runs): the page loads without console
//! errors and its screenshot is not blank. Without Chromium the test skips, unless
//! `AUTOSHARD_REQUIRE_CHROMIUM=1` (set by `./dev test` when the script found one).

#[path = "common/chromium.rs"]
mod chromium;
mod common;

use autoshard::cost::hardware::load_profile;
use autoshard::cost::plan::PlanOptions;
use autoshard::diag::SourceFile;
use autoshard::report;

#[test]
fn report_html_renders_in_chromium() {
    let Some(chrome) = chromium::chromium() else {
        return;
    };
    let p = "models/gpt2_block.debug.mlir";
    let src = SourceFile::new(p, common::read(&common::repo().join(p)));
    let (m, d) = autoshard::parse::parse_module(&src);
    assert!(!d.has_errors());
    let hw = load_profile("tpu-v5e").unwrap();
    let c = report::compare(&m, &src, &hw, &[], &PlanOptions::default()).unwrap();
    let dir = common::scratch("report_html");
    let page = dir.join("report.html");
    std::fs::write(&page, report::html::html(&c)).unwrap();
    chromium::check_renders(&chrome, &page, &dir);
}
