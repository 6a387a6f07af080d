//! Which link kind each mesh axis communicates over.
//!
//! Users name it per axis (`--axis-links data=ib,model=nvlink`); unnamed axes get the
//! default: devices are numbered in mesh order (row-major over the axes, the last axis
//! minor-most, as `device_ids` is iota), and a collective along an axis (or sub-axis)
//! runs within groups of devices `stride` apart. The axis takes the first link kind of
//! the profile (fastest first) whose domain holds each such group: on 8-GPU nodes the
//! minor-most axes whose groups fit in 8 consecutive devices use NVLink, the others
//! InfiniBand; on TPUs every axis is on ICI. A sub-axis is judged on its own groups, so
//! `"x":(2)4` of an axis of 16 can be within a node while `"x"` is not.
//!
//! Meshes with an explicit device order are mapped as if it were iota.

use super::hardware::{HardwareProfile, Link};
use crate::ir::sdy::{AxisRef, MeshAttr};

/// `data=ib,model=nvlink` as (axis, link kind) pairs, in the order written.
pub fn parse_axis_links(text: &str) -> Result<Vec<(String, String)>, String> {
    let mut out: Vec<(String, String)> = Vec::new();
    for item in text.split(',').map(str::trim).filter(|s| !s.is_empty()) {
        let (axis, link) = item
            .split_once('=')
            .map(|(a, l)| (a.trim(), l.trim()))
            .ok_or_else(|| format!("'{item}': expected AXIS=LINK (e.g. data=ib)"))?;
        if axis.is_empty() || link.is_empty() {
            return Err(format!("'{item}': expected AXIS=LINK (e.g. data=ib)"));
        }
        if out.iter().any(|(a, _)| a == axis) {
            return Err(format!("axis '{axis}' is given a link twice"));
        }
        out.push((axis.to_string(), link.to_string()));
    }
    Ok(out)
}

/// The link of every axis of one mesh on one profile.
#[derive(Clone, Debug)]
pub struct LinkMap {
    links: Vec<Link>,
    mesh: MeshAttr,
    /// Per mesh axis, the link index the user chose.
    chosen: Vec<Option<usize>>,
}

impl LinkMap {
    /// Resolves user choices (`parse_axis_links`) against the mesh and profile: an
    /// unknown axis or link kind is an error.
    pub fn new(
        profile: &HardwareProfile,
        mesh: &MeshAttr,
        choices: &[(String, String)],
    ) -> Result<LinkMap, String> {
        let mut chosen = vec![None; mesh.axes.len()];
        for (axis, link) in choices {
            let i = mesh.axis_index(axis).ok_or_else(|| {
                let names: Vec<&str> = mesh.axes.iter().map(|a| a.name.as_str()).collect();
                format!(
                    "--axis-links: the mesh has no axis '{axis}' (axes: {})",
                    names.join(", ")
                )
            })?;
            let l = profile
                .links
                .iter()
                .position(|l| &l.name == link)
                .ok_or_else(|| {
                    let names: Vec<&str> = profile.links.iter().map(|l| l.name.as_str()).collect();
                    format!(
                        "--axis-links: profile '{}' has no link kind '{link}' (kinds: {})",
                        profile.name,
                        names.join(", ")
                    )
                })?;
            chosen[i] = Some(l);
        }
        if profile.links.is_empty() {
            return Err(format!("profile '{}' has no link kinds", profile.name));
        }
        Ok(LinkMap {
            links: profile.links.clone(),
            mesh: mesh.clone(),
            chosen,
        })
    }

    /// The link a collective along `axis` uses. Unknown axes (the verifier reports them)
    /// get the slowest link.
    pub fn link(&self, axis: &AxisRef) -> &Link {
        let last = self.links.len() - 1;
        let Some(i) = self.mesh.axis_index(&axis.name) else {
            return &self.links[last];
        };
        if let Some(l) = self.chosen[i] {
            return &self.links[l];
        }
        let (stride, size) = group_geometry(&self.mesh, i, axis);
        let span = stride.saturating_mul(size);
        let fits = |l: &Link| match l.domain_devices {
            None => true,
            Some(d) => span <= d && d % span.max(1) == 0,
        };
        self.links
            .iter()
            .find(|l| fits(l))
            .unwrap_or(&self.links[last])
    }

    /// The slowest of the links of several axes (a collective over all of them waits
    /// for its slowest hop): least bandwidth, then highest latency.
    pub fn slowest(&self, axes: &[AxisRef]) -> &Link {
        let mut best: Option<&Link> = None;
        for a in axes {
            let l = self.link(a);
            best = match best {
                Some(b)
                    if (b.bandwidth_bytes_per_s, -b.latency_s)
                        <= (l.bandwidth_bytes_per_s, -l.latency_s) =>
                {
                    Some(b)
                }
                _ => Some(l),
            };
        }
        best.unwrap_or(&self.links[0])
    }

    /// The link names per mesh axis (full axes), for reports.
    pub fn describe(&self) -> Vec<(String, String)> {
        self.mesh
            .axes
            .iter()
            .map(|a| {
                (
                    a.name.clone(),
                    self.link(&AxisRef::full(&a.name)).name.clone(),
                )
            })
            .collect()
    }
}

/// The distance in device numbers between neighbours along `axis` (mesh axis `i`), and
/// the number of devices in each of its groups.
fn group_geometry(mesh: &MeshAttr, i: usize, axis: &AxisRef) -> (u64, u64) {
    let minor: u64 = mesh.axes[i + 1..]
        .iter()
        .map(|a| a.size.max(1) as u64)
        .fold(1, u64::saturating_mul);
    let n = mesh.axes[i].size.max(1) as u64;
    match axis.sub {
        None => (minor, n),
        Some(s) => {
            let covered = (s.pre_size.max(1) as u64).saturating_mul(s.size.max(1) as u64);
            let within = (n / covered.max(1)).max(1);
            (minor.saturating_mul(within), s.size.max(1) as u64)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::hardware::load_profile;
    use crate::ir::sdy::{MeshAxis, SubAxis};

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
    fn parsing() {
        assert_eq!(
            parse_axis_links("data=ib, model=nvlink").unwrap(),
            vec![
                ("data".into(), "ib".into()),
                ("model".into(), "nvlink".into())
            ]
        );
        assert!(parse_axis_links("data").is_err());
        assert!(parse_axis_links("data=ib,data=nvlink").is_err());
        assert!(parse_axis_links("").unwrap().is_empty());
    }

    #[test]
    fn default_gpu_mapping_puts_minor_axes_in_the_node() {
        let p = load_profile("h100").unwrap();
        let m = mesh(&[("data", 4), ("model", 8)]);
        let lm = LinkMap::new(&p, &m, &[]).unwrap();
        assert_eq!(lm.link(&AxisRef::full("model")).name, "nvlink");
        assert_eq!(lm.link(&AxisRef::full("data")).name, "ib");
        let m = mesh(&[("data", 2), ("fsdp", 2), ("model", 2)]);
        let lm = LinkMap::new(&p, &m, &[]).unwrap();
        for a in ["data", "fsdp", "model"] {
            assert_eq!(lm.link(&AxisRef::full(a)).name, "nvlink");
        }
        // x=16: the minor sub-axis of 8 fits a node, the major one does not.
        let m = mesh(&[("x", 16)]);
        let lm = LinkMap::new(&p, &m, &[]).unwrap();
        let sub = |pre, size| AxisRef {
            name: "x".into(),
            sub: Some(SubAxis {
                pre_size: pre,
                size,
            }),
        };
        assert_eq!(lm.link(&AxisRef::full("x")).name, "ib");
        assert_eq!(lm.link(&sub(2, 8)).name, "nvlink");
        assert_eq!(lm.link(&sub(1, 2)).name, "ib");
        assert_eq!(lm.slowest(&[sub(2, 8), sub(1, 2)]).name, "ib");
    }

    #[test]
    fn user_choices_and_errors() {
        let p = load_profile("h100").unwrap();
        let m = mesh(&[("data", 2), ("model", 4)]);
        let ch = parse_axis_links("model=ib").unwrap();
        let lm = LinkMap::new(&p, &m, &ch).unwrap();
        assert_eq!(lm.link(&AxisRef::full("model")).name, "ib");
        assert_eq!(lm.link(&AxisRef::full("data")).name, "nvlink");
        let e = LinkMap::new(&p, &m, &parse_axis_links("model=ici").unwrap()).unwrap_err();
        assert!(e.contains("no link kind 'ici'"), "{e}");
        let e = LinkMap::new(&p, &m, &parse_axis_links("batch=ib").unwrap()).unwrap_err();
        assert!(e.contains("no axis 'batch'"), "{e}");
        let tpu = load_profile("tpu-v5e").unwrap();
        let lm = LinkMap::new(&tpu, &m, &[]).unwrap();
        assert_eq!(lm.link(&AxisRef::full("data")).name, "ici");
    }
}
