//! Hardware profiles: every shipped profile loads and has the reference numbers; a user
//! file of the same columns loads by path; malformed files give `file:line: message`;
//! mesh axes map to link kinds by `--axis-links` or by the default.

use autoshard::cost::hardware::{builtin_names, load_profile, COLUMNS};
use autoshard::cost::links::{parse_axis_links, LinkMap};
use autoshard::ir::sdy::{MeshAttr, MeshAxis};

fn mesh(axes: &[(&str, i64)]) -> MeshAttr {
    MeshAttr {
        axes: axes
            .iter()
            .map(|(n, s)| MeshAxis {
                name: n.to_string(),
                size: *s,
            })
            .collect(),
        device_ids: vec![],
    }
}

#[test]
fn shipped_profiles_match_the_reference_table() {
    assert_eq!(
        builtin_names(),
        ["tpu-v4", "tpu-v5e", "tpu-v5p", "tpu-v6e", "h100", "h200", "a100"]
    );
    // (name, HBM bytes, first link bandwidth)
    let want: &[(&str, u64, f64)] = &[
        ("tpu-v4", 32 << 30, 4.5e10),
        ("tpu-v5e", 16_000_000_000, 4.5e10),
        ("tpu-v5p", 95_000_000_000, 9e10),
        ("tpu-v6e", 32_000_000_000, 9e10),
        ("h100", 80_000_000_000, 3.2e11),
        ("h200", 141_000_000_000, 3.2e11),
        ("a100", 80_000_000_000, 2.35e11),
    ];
    for &(name, hbm, bw) in want {
        let p = load_profile(name).unwrap();
        assert_eq!(p.hbm_bytes, hbm, "{name}");
        assert_eq!(p.links[0].bandwidth_bytes_per_s, bw, "{name}");
        assert!(p.peak_flops_bf16_per_s >= p.peak_flops_f32_per_s, "{name}");
        if name.starts_with("tpu") {
            assert_eq!(p.links[0].name, "ici");
            assert!(p.links[0].wraparound && !p.links[0].switched);
        } else {
            let names: Vec<&str> = p.links.iter().map(|l| l.name.as_str()).collect();
            assert_eq!(names, ["nvlink", "ib"]);
            assert_eq!(p.usable_fraction, 0.75);
        }
    }
    let h100 = load_profile("h100").unwrap();
    assert_eq!(h100.peak_flops_bf16_per_s, 989e12);
    assert_eq!(h100.hbm_bytes_per_s, 3.35e12);
    assert_eq!(h100.link("ib").unwrap().bandwidth_bytes_per_s, 5e10);
}

#[test]
fn user_profile_by_path_and_errors_with_lines() {
    let dir = std::env::temp_dir().join(format!("autoshard-hw-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let head = COLUMNS.join(",");
    let good = dir.join("my-chip.csv");
    std::fs::write(
        &good,
        format!("# my chip\n{head}\nMy Chip,24e9,0.8,400e12,100e12,2e12,fast,1e11,2e-6,false,true,4\nMy Chip,24e9,0.8,400e12,100e12,2e12,slow,1e10,1e-5,false,true,\n"),
    )
    .unwrap();
    let p = load_profile(good.to_str().unwrap()).unwrap();
    assert_eq!(p.chip, "My Chip");
    assert_eq!(p.memory_budget_bytes(), 19_200_000_000);
    assert_eq!(p.links.len(), 2);
    // The default mapping: groups of 4 consecutive devices are on "fast".
    let lm = LinkMap::new(&p, &mesh(&[("a", 2), ("b", 4)]), &[]).unwrap();
    assert_eq!(
        lm.describe(),
        [
            ("a".to_string(), "slow".to_string()),
            ("b".to_string(), "fast".to_string())
        ]
    );

    let cases = [
        (
            "X,1e9,0.8,1,1,1,l,1,0,maybe,true,\n",
            3,
            "column 'wraparound': 'maybe' is not true or false",
        ),
        (
            "X,1e9,1.5,1,1,1,l,1,0,true,true,\n",
            3,
            "column 'usable_fraction': 1.5 must be in (0, 1]",
        ),
        (
            "X,1e9,0.8,1,1,1,l,-1,0,true,true,\n",
            3,
            "column 'bandwidth_bytes_per_s': -1 must be > 0",
        ),
        (
            "X,1.5,0.8,1,1,1,l,1,0,true,true,\n",
            3,
            "column 'hbm_bytes': 1.5 is not a whole number of bytes",
        ),
        (
            "X,1e9,0.8,1,1,1,l,1,0,true,true,0\n",
            3,
            "column 'domain_devices': must be > 0 (leave it empty for any number)",
        ),
        (
            "X,1e9,0.8,1,1,1,l,1,0,true,true,\nX,1e9,0.8,1,1,1,l,1,0,true,true,\n",
            4,
            "link kind 'l' listed twice",
        ),
        (
            "X,1e9,0.8,1,1,1,l,1,0,true,true\n",
            3,
            "found record with 11 fields",
        ),
    ];
    for (i, (rows, line, msg)) in cases.iter().enumerate() {
        let f = dir.join(format!("bad{i}.csv"));
        std::fs::write(&f, format!("# comment\n{head}\n{rows}")).unwrap();
        let e = load_profile(f.to_str().unwrap()).unwrap_err();
        let text = e.to_string();
        let prefix = format!("{}:{line}: ", f.display());
        assert!(
            text.starts_with(&prefix) && text.contains(msg),
            "{text}\nwant {prefix}... {msg}"
        );
    }
    let e = load_profile(dir.join("missing.csv").to_str().unwrap()).unwrap_err();
    assert!(e.to_string().contains("cannot read"), "{e}");
    std::fs::remove_dir_all(&dir).ok();
}

#[test]
fn axis_links() {
    let h100 = load_profile("h100").unwrap();
    let m = mesh(&[("data", 4), ("model", 8)]);
    let lm = LinkMap::new(&h100, &m, &[]).unwrap();
    assert_eq!(
        lm.describe(),
        [
            ("data".to_string(), "ib".to_string()),
            ("model".to_string(), "nvlink".to_string())
        ]
    );
    let lm = LinkMap::new(
        &h100,
        &m,
        &parse_axis_links("data=nvlink,model=ib").unwrap(),
    )
    .unwrap();
    assert_eq!(
        lm.describe(),
        [
            ("data".to_string(), "nvlink".to_string()),
            ("model".to_string(), "ib".to_string())
        ]
    );
    for bad in ["data", "=ib", "data=ib,data=nvlink"] {
        assert!(parse_axis_links(bad).is_err(), "{bad}");
    }
    assert!(LinkMap::new(&h100, &m, &parse_axis_links("data=ici").unwrap()).is_err());
    let v5p = load_profile("tpu-v5p").unwrap();
    let lm = LinkMap::new(&v5p, &m, &parse_axis_links("model=ici-mesh").unwrap()).unwrap();
    assert_eq!(
        lm.describe(),
        [
            ("data".to_string(), "ici".to_string()),
            ("model".to_string(), "ici-mesh".to_string())
        ]
    );
}
