//! Hardware profiles: per chip memory, usable fraction, peak FLOP/s per dtype and HBM
//! bandwidth; per link kind bandwidth, latency and topology. Read from CSV files
//! (`datasets/hardware/*.csv`, units in column names) with the `csv` crate.
//!
//! A profile file has one row per link kind, fastest first; the chip columns repeat on
//! every row and must agree. Lines starting with `#` are comments. The shipped profiles
//! are compiled into the binary, so `--hw h100` works from any directory; any other
//! argument is read as a path to a CSV file of the same columns.
//!
//! Errors name the file and line (`h100.csv:3: ...`); nothing here panics on a
//! malformed file.

use std::fmt;
use std::path::Path;

use serde::Deserialize;

/// One kind of link between devices (ICI, NVLink, InfiniBand, ...).
#[derive(Clone, Debug, PartialEq)]
pub struct Link {
    /// The name axes are mapped to (`--axis-links data=ib`).
    pub name: String,
    /// Bytes per second one device sends in one direction over this link kind, as a
    /// collective along one mesh axis sees it.
    pub bandwidth_bytes_per_s: f64,
    /// Seconds per step (hop) of a collective.
    pub latency_s: f64,
    /// The axis forms a ring with wraparound, used in both directions: the bandwidth
    /// term of ring collectives halves.
    pub wraparound: bool,
    /// A switched network (NVSwitch, InfiniBand): every device reaches every other at full
    /// bandwidth, which matters for all-to-all.
    pub switched: bool,
    /// How many consecutive devices one link domain connects (8 GPUs of an NVLink node);
    /// `None`: any number. The default axis mapping puts an axis on the first link kind
    /// whose domain holds each of its device groups.
    pub domain_devices: Option<u64>,
}

/// A chip and its links.
#[derive(Clone, Debug, PartialEq)]
pub struct HardwareProfile {
    /// The name it was selected by (`h100`) or the file path.
    pub name: String,
    /// Display name of the chip (`H100 SXM`).
    pub chip: String,
    pub hbm_bytes: u64,
    /// Fraction of HBM a program may use (frameworks reserve the rest).
    pub usable_fraction: f64,
    pub peak_flops_bf16_per_s: f64,
    pub peak_flops_f32_per_s: f64,
    pub hbm_bytes_per_s: f64,
    /// Link kinds, fastest (innermost) first.
    pub links: Vec<Link>,
}

impl HardwareProfile {
    /// The per-device memory budget: `hbm_bytes * usable_fraction`.
    pub fn memory_budget_bytes(&self) -> u64 {
        (self.hbm_bytes as f64 * self.usable_fraction) as u64
    }

    /// The link kind of the given name.
    pub fn link(&self, name: &str) -> Option<&Link> {
        self.links.iter().find(|l| l.name == name)
    }
}

/// A profile file that could not be read, with the file and (when known) line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HardwareError {
    pub file: String,
    pub line: Option<u64>,
    pub message: String,
}

impl fmt::Display for HardwareError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(l) => write!(f, "{}:{}: {}", self.file, l, self.message),
            None => write!(f, "{}: {}", self.file, self.message),
        }
    }
}

impl std::error::Error for HardwareError {}

/// The shipped profiles: name and CSV text.
const BUILTIN: &[(&str, &str)] = &[
    ("tpu-v4", include_str!("../../datasets/hardware/tpu-v4.csv")),
    (
        "tpu-v5e",
        include_str!("../../datasets/hardware/tpu-v5e.csv"),
    ),
    (
        "tpu-v5p",
        include_str!("../../datasets/hardware/tpu-v5p.csv"),
    ),
    (
        "tpu-v6e",
        include_str!("../../datasets/hardware/tpu-v6e.csv"),
    ),
    ("h100", include_str!("../../datasets/hardware/h100.csv")),
    ("h200", include_str!("../../datasets/hardware/h200.csv")),
    ("a100", include_str!("../../datasets/hardware/a100.csv")),
];

/// The names of the shipped profiles.
pub fn builtin_names() -> Vec<&'static str> {
    BUILTIN.iter().map(|(n, _)| *n).collect()
}

/// A profile by shipped name (`h100`, `tpu-v5e`, ...) or, failing that, by path to a
/// CSV file.
pub fn load_profile(name_or_path: &str) -> Result<HardwareProfile, HardwareError> {
    if let Some((name, text)) = BUILTIN.iter().find(|(n, _)| *n == name_or_path) {
        return parse_profile(name, &format!("datasets/hardware/{name}.csv"), text);
    }
    let path = Path::new(name_or_path);
    if !path.exists() && !name_or_path.contains(['/', '\\', '.']) {
        return Err(HardwareError {
            file: name_or_path.to_string(),
            line: None,
            message: format!(
                "no such hardware profile (shipped: {}; or give a path to a CSV file)",
                builtin_names().join(", ")
            ),
        });
    }
    let text = std::fs::read_to_string(path).map_err(|e| HardwareError {
        file: name_or_path.to_string(),
        line: None,
        message: format!("cannot read: {e}"),
    })?;
    parse_profile(name_or_path, name_or_path, &text)
}

/// One CSV row as written; numbers are parsed by hand for messages that name the column.
#[derive(Debug, Deserialize)]
struct Row {
    chip: String,
    hbm_bytes: String,
    usable_fraction: String,
    peak_flops_bf16_per_s: String,
    peak_flops_f32_per_s: String,
    hbm_bytes_per_s: String,
    link: String,
    bandwidth_bytes_per_s: String,
    latency_s: String,
    wraparound: String,
    switched: String,
    domain_devices: String,
}

/// The columns every profile has, in the order the shipped files write them.
pub const COLUMNS: &[&str] = &[
    "chip",
    "hbm_bytes",
    "usable_fraction",
    "peak_flops_bf16_per_s",
    "peak_flops_f32_per_s",
    "hbm_bytes_per_s",
    "link",
    "bandwidth_bytes_per_s",
    "latency_s",
    "wraparound",
    "switched",
    "domain_devices",
];

/// Parses the text of a profile file; `file` names it in errors.
pub fn parse_profile(name: &str, file: &str, text: &str) -> Result<HardwareProfile, HardwareError> {
    let err = |line: Option<u64>, message: String| HardwareError {
        file: file.to_string(),
        line,
        message,
    };
    let mut reader = csv::ReaderBuilder::new()
        .comment(Some(b'#'))
        .trim(csv::Trim::All)
        .from_reader(text.as_bytes());
    let headers = reader
        .headers()
        .map_err(|e| err(e.position().map(|p| p.line()), e.to_string()))?
        .clone();
    let header_line = headers.position().map_or(1, |p| p.line());
    let missing: Vec<&str> = COLUMNS
        .iter()
        .copied()
        .filter(|c| !headers.iter().any(|h| h == *c))
        .collect();
    if !missing.is_empty() {
        return Err(err(
            Some(header_line),
            format!("missing column(s) {}", missing.join(", ")),
        ));
    }
    let mut profile: Option<HardwareProfile> = None;
    for record in reader.records() {
        let record = record.map_err(|e| err(e.position().map(|p| p.line()), e.to_string()))?;
        let line = record.position().map(|p| p.line());
        let row: Row = record
            .deserialize(Some(&headers))
            .map_err(|e| err(line, e.to_string()))?;
        let (chip, link) = parse_row(&row).map_err(|m| err(line, m))?;
        match &mut profile {
            None => {
                profile = Some(HardwareProfile {
                    name: name.to_string(),
                    links: vec![link],
                    ..chip
                })
            }
            Some(p) => {
                if let Some(col) = chip_mismatch(p, &chip) {
                    return Err(err(
                        line,
                        format!("column '{col}' differs from the first row (the chip columns must agree on every row)"),
                    ));
                }
                if p.link(&link.name).is_some() {
                    return Err(err(line, format!("link kind '{}' listed twice", link.name)));
                }
                p.links.push(link);
            }
        }
    }
    profile.ok_or_else(|| {
        err(
            None,
            "no rows (a profile needs at least one link kind)".into(),
        )
    })
}

/// The first chip column on which `b` differs from `a`.
fn chip_mismatch(a: &HardwareProfile, b: &HardwareProfile) -> Option<&'static str> {
    if a.chip != b.chip {
        Some("chip")
    } else if a.hbm_bytes != b.hbm_bytes {
        Some("hbm_bytes")
    } else if a.usable_fraction != b.usable_fraction {
        Some("usable_fraction")
    } else if a.peak_flops_bf16_per_s != b.peak_flops_bf16_per_s {
        Some("peak_flops_bf16_per_s")
    } else if a.peak_flops_f32_per_s != b.peak_flops_f32_per_s {
        Some("peak_flops_f32_per_s")
    } else if a.hbm_bytes_per_s != b.hbm_bytes_per_s {
        Some("hbm_bytes_per_s")
    } else {
        None
    }
}

/// A finite number > 0 (or >= 0 when `zero_ok`).
fn number(col: &str, s: &str, zero_ok: bool) -> Result<f64, String> {
    let v: f64 = s
        .parse()
        .map_err(|_| format!("column '{col}': '{s}' is not a number"))?;
    if !v.is_finite() || v < 0.0 || (v == 0.0 && !zero_ok) {
        return Err(format!(
            "column '{col}': {s} must be {}",
            if zero_ok { ">= 0" } else { "> 0" }
        ));
    }
    Ok(v)
}

fn boolean(col: &str, s: &str) -> Result<bool, String> {
    match s.to_ascii_lowercase().as_str() {
        "true" | "yes" | "1" => Ok(true),
        "false" | "no" | "0" => Ok(false),
        _ => Err(format!("column '{col}': '{s}' is not true or false")),
    }
}

fn parse_row(r: &Row) -> Result<(HardwareProfile, Link), String> {
    if r.chip.is_empty() {
        return Err("column 'chip' is empty".into());
    }
    let hbm = number("hbm_bytes", &r.hbm_bytes, false)?;
    if hbm.fract() != 0.0 || hbm > u64::MAX as f64 {
        return Err(format!(
            "column 'hbm_bytes': {} is not a whole number of bytes",
            r.hbm_bytes
        ));
    }
    let usable_fraction = number("usable_fraction", &r.usable_fraction, false)?;
    if usable_fraction > 1.0 {
        return Err(format!(
            "column 'usable_fraction': {} must be in (0, 1]",
            r.usable_fraction
        ));
    }
    if r.link.is_empty()
        || !r
            .link
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        return Err(format!(
            "column 'link': '{}' must be a non-empty name of letters, digits, '-' and '_'",
            r.link
        ));
    }
    let domain_devices = if r.domain_devices.is_empty() {
        None
    } else {
        let v: u64 = r.domain_devices.parse().map_err(|_| {
            format!(
                "column 'domain_devices': '{}' is not a whole number (leave it empty for any number)",
                r.domain_devices
            )
        })?;
        if v == 0 {
            return Err(
                "column 'domain_devices': must be > 0 (leave it empty for any number)".into(),
            );
        }
        Some(v)
    };
    let chip = HardwareProfile {
        name: String::new(),
        chip: r.chip.clone(),
        hbm_bytes: hbm as u64,
        usable_fraction,
        peak_flops_bf16_per_s: number("peak_flops_bf16_per_s", &r.peak_flops_bf16_per_s, false)?,
        peak_flops_f32_per_s: number("peak_flops_f32_per_s", &r.peak_flops_f32_per_s, false)?,
        hbm_bytes_per_s: number("hbm_bytes_per_s", &r.hbm_bytes_per_s, false)?,
        links: vec![],
    };
    let link = Link {
        name: r.link.clone(),
        bandwidth_bytes_per_s: number("bandwidth_bytes_per_s", &r.bandwidth_bytes_per_s, false)?,
        latency_s: number("latency_s", &r.latency_s, true)?,
        wraparound: boolean("wraparound", &r.wraparound)?,
        switched: boolean("switched", &r.switched)?,
        domain_devices,
    };
    Ok((chip, link))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_profile_loads() {
        for name in builtin_names() {
            let p = load_profile(name).unwrap_or_else(|e| panic!("{e}"));
            assert_eq!(p.name, name);
            assert!(!p.links.is_empty());
            assert!(p.memory_budget_bytes() < p.hbm_bytes);
        }
        let h100 = load_profile("h100").unwrap();
        assert_eq!(h100.links[0].name, "nvlink");
        assert_eq!(h100.links[0].domain_devices, Some(8));
        assert_eq!(h100.link("ib").unwrap().domain_devices, None);
        assert_eq!(h100.memory_budget_bytes(), 60_000_000_000);
    }

    #[test]
    fn errors_name_file_and_line() {
        let head = COLUMNS.join(",");
        let text = format!("# comment\n{head}\nX,1e9,0.5,1,1,1,a,1,0,true,false,\nX,1e9,0.5,1,1,1,b,zero,0,true,false,\n");
        let e = parse_profile("t", "t.csv", &text).unwrap_err();
        assert_eq!(
            e.to_string(),
            "t.csv:4: column 'bandwidth_bytes_per_s': 'zero' is not a number"
        );
        let text = format!(
            "{head}\nX,1e9,0.5,1,1,1,a,1,0,true,false,\nY,1e9,0.5,1,1,1,b,1,0,true,false,\n"
        );
        let e = parse_profile("t", "t.csv", &text).unwrap_err();
        assert!(
            e.to_string().starts_with("t.csv:3: column 'chip' differs"),
            "{e}"
        );
        let e = parse_profile("t", "t.csv", "chip,link\nX,a\n").unwrap_err();
        assert!(
            e.to_string()
                .starts_with("t.csv:1: missing column(s) hbm_bytes"),
            "{e}"
        );
        let e = load_profile("no-such-chip").unwrap_err();
        assert!(e.to_string().contains("no such hardware profile"), "{e}");
    }
}
