//! XLA's mesh form of `replica_groups`, which jaxlib 0.10 prints for most SPMD
//! collectives:
//!
//! ```text
//! replica_groups=mesh['axis_0'=2,'axis_1'=4] {'axis_1'}
//! replica_groups=mesh['axis_0'=1,'axis_1'=2,'axis_2'=4], device_ids=([4,2]T(1,0)) {'axis_1'}
//! ```
//!
//! A mesh of named axes (devices at row-major positions, `device_ids` an iota tile
//! assignment `[dims]T(perm)` when not the identity) and the axes (or sub-axes
//! `'a':(pre)size`) each group spans: one group per combination of the other
//! coordinates, members ordered by mesh axis (major sub-axes first).
//!
//! [`expand_mesh_replica_groups`] rewrites every such attribute of an HLO text into the
//! explicit list form `{{0,4},{1,5},...}` before the text is read. The reader parses the
//! form too, but reads a sub-axis `'a':(pre)size` as the other half of the axis than XLA
//! does (XLA reshapes an axis of `n` to `[pre, size, n/(pre*size)]` and groups over the
//! middle dim: `'a':(1)2` is the major half); until they agree, this expansion, which
//! follows XLA, is what the cost analysis reads. The rewrite stays on the attribute's
//! line, so diagnostics keep their line numbers.

/// One axis of the mesh form, or a sub-axis reference `'a':(pre)size` to one.
#[derive(Clone, Debug, PartialEq)]
struct AxisSpec {
    name: String,
    size: i64,
    sub: Option<(i64, i64)>,
}

struct Cursor<'a> {
    s: &'a str,
    pos: usize,
}

impl Cursor<'_> {
    fn ws(&mut self) {
        while self.s[self.pos..].starts_with([' ', '\t']) {
            self.pos += 1;
        }
    }
    fn eat(&mut self, t: &str) -> bool {
        self.ws();
        if self.s[self.pos..].starts_with(t) {
            self.pos += t.len();
            true
        } else {
            false
        }
    }
    fn expect(&mut self, t: &str) -> Result<(), String> {
        if self.eat(t) {
            Ok(())
        } else {
            Err(format!("expected '{t}' at offset {}", self.pos))
        }
    }
    fn int(&mut self) -> Result<i64, String> {
        self.ws();
        let rest = &self.s[self.pos..];
        let n = rest
            .char_indices()
            .take_while(|(i, c)| c.is_ascii_digit() || (*i == 0 && *c == '-'))
            .count();
        let v = rest[..n]
            .parse()
            .map_err(|_| format!("expected an integer at offset {}", self.pos))?;
        self.pos += n;
        Ok(v)
    }
    fn ints(&mut self, open: &str, close: &str) -> Result<Vec<i64>, String> {
        self.expect(open)?;
        let mut v = Vec::new();
        if self.eat(close) {
            return Ok(v);
        }
        loop {
            v.push(self.int()?);
            if self.eat(close) {
                return Ok(v);
            }
            self.expect(",")?;
        }
    }
    fn quoted(&mut self) -> Result<String, String> {
        self.expect("'")?;
        let rest = &self.s[self.pos..];
        let end = rest.find('\'').ok_or("unterminated axis name")?;
        self.pos += end + 1;
        Ok(rest[..end].to_string())
    }
    /// `'name'` optionally followed by `=size` (mesh) or `:(pre)size` (sub-axis).
    fn axis(&mut self) -> Result<AxisSpec, String> {
        let name = self.quoted()?;
        let mut a = AxisSpec {
            name,
            size: 0,
            sub: None,
        };
        if self.eat("=") {
            a.size = self.int()?;
        } else if self.eat(":") {
            self.expect("(")?;
            let pre = self.int()?;
            self.expect(")")?;
            a.sub = Some((pre, self.int()?));
        }
        Ok(a)
    }
}

/// `[4,2]T(1,0)`: iota over the dims, transposed, flattened.
fn iota_tiles(c: &mut Cursor) -> Result<Vec<i64>, String> {
    let dims = c.ints("[", "]")?;
    let perm = if c.eat("T") {
        c.ints("(", ")")?
    } else {
        (0..dims.len() as i64).collect()
    };
    if perm.len() != dims.len() {
        return Err("device_ids: transpose of another rank".into());
    }
    let total: i64 = dims.iter().product();
    let tdims: Vec<i64> = perm.iter().map(|&p| dims[p as usize]).collect();
    let mut out = Vec::with_capacity(total as usize);
    for flat in 0..total {
        // Coordinates in the transposed array, then the source index.
        let mut rest = flat;
        let mut coord = vec![0; tdims.len()];
        for k in (0..tdims.len()).rev() {
            coord[k] = rest % tdims[k];
            rest /= tdims[k];
        }
        let mut src = vec![0; dims.len()];
        for (k, &p) in perm.iter().enumerate() {
            src[p as usize] = coord[k];
        }
        out.push(src.iter().zip(&dims).fold(0, |acc, (&x, &d)| acc * d + x));
    }
    Ok(out)
}

/// The explicit groups of a mesh-form value (the text after `replica_groups=`), and the
/// length of that text.
pub fn parse_mesh_groups(text: &str) -> Result<(Vec<Vec<i64>>, usize), String> {
    let mut c = Cursor { s: text, pos: 0 };
    c.expect("mesh")?;
    c.expect("[")?;
    let mut mesh: Vec<AxisSpec> = Vec::new();
    if !c.eat("]") {
        loop {
            mesh.push(c.axis()?);
            if c.eat("]") {
                break;
            }
            c.expect(",")?;
        }
    }
    let total: i64 = mesh.iter().map(|a| a.size.max(1)).product();
    let mut devices: Vec<i64> = (0..total).collect();
    let save = c.pos;
    if c.eat(",") && c.eat("device_ids") {
        c.expect("=")?;
        c.expect("(")?;
        devices = iota_tiles(&mut c)?;
        c.expect(")")?;
    } else {
        c.pos = save;
    }
    if devices.len() as i64 != total {
        return Err("device_ids do not match the mesh".into());
    }
    c.expect("{")?;
    let mut group_axes = Vec::new();
    if !c.eat("}") {
        loop {
            group_axes.push(c.axis()?);
            if c.eat("}") {
                break;
            }
            c.expect(",")?;
        }
    }
    Ok((groups(&mesh, &devices, &group_axes)?, c.pos))
}

/// The digit (size, stride) of each group axis within its mesh axis.
fn groups(mesh: &[AxisSpec], devices: &[i64], axes: &[AxisSpec]) -> Result<Vec<Vec<i64>>, String> {
    // Split every mesh axis into the digits the group axes name (major to minor).
    let mut digits: Vec<(usize, i64, i64)> = Vec::new(); // (mesh axis, size, stride)
    for a in axes {
        let i = mesh
            .iter()
            .position(|m| m.name == a.name)
            .ok_or_else(|| format!("unknown axis '{}'", a.name))?;
        let n = mesh[i].size.max(1);
        let (pre, size) = a.sub.unwrap_or((1, n));
        if pre <= 0 || size <= 0 || n % (pre * size) != 0 {
            return Err(format!("bad sub-axis of '{}'", a.name));
        }
        digits.push((i, size, n / (pre * size)));
    }
    // XLA orders a group's members by mesh axis, major sub-axes first, whatever the
    // order the axes are listed in (`MeshAxesReplicaGroupList::ComputeReindexedAxes`).
    digits.sort_by_key(|&(i, _, stride)| (i, std::cmp::Reverse(stride)));
    let total = devices.len() as i64;
    let per_group: i64 = digits.iter().map(|d| d.1).product();
    let coords = |pos: i64| -> Vec<i64> {
        let mut rest = pos;
        let mut c = vec![0; mesh.len()];
        for k in (0..mesh.len()).rev() {
            let n = mesh[k].size.max(1);
            c[k] = rest % n;
            rest /= n;
        }
        c
    };
    // The group key of a position: its coordinates with the group digits zeroed.
    let key = |pos: i64| -> Vec<i64> {
        let mut c = coords(pos);
        for &(i, size, stride) in &digits {
            let d = (c[i] / stride) % size;
            c[i] -= d * stride;
        }
        c
    };
    // The rank of a position within its group, row-major over the listed axes.
    let rank = |pos: i64| -> i64 {
        let c = coords(pos);
        digits.iter().fold(0, |acc, &(i, size, stride)| {
            acc * size + (c[i] / stride) % size
        })
    };
    let mut keyed: Vec<(Vec<i64>, i64, i64)> = (0..total)
        .map(|p| (key(p), rank(p), devices[p as usize]))
        .collect();
    keyed.sort();
    let mut out: Vec<Vec<i64>> = Vec::new();
    for chunk in keyed.chunks(per_group.max(1) as usize) {
        out.push(chunk.iter().map(|k| k.2).collect());
    }
    Ok(out)
}

/// The HLO text with every `replica_groups=mesh[...] {...}` written as an explicit list
/// of groups (text it cannot read is left as it is, for the reader to report).
pub fn expand_mesh_replica_groups(text: &str) -> String {
    const KEY: &str = "replica_groups=mesh[";
    if !text.contains(KEY) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find(KEY) {
        let value_at = at + "replica_groups=".len();
        out.push_str(&rest[..value_at]);
        match parse_mesh_groups(&rest[value_at..]) {
            Ok((groups, len)) => {
                let list: Vec<String> = groups
                    .iter()
                    .map(|g| {
                        let ids: Vec<String> = g.iter().map(i64::to_string).collect();
                        format!("{{{}}}", ids.join(","))
                    })
                    .collect();
                out.push_str(&format!("{{{}}}", list.join(",")));
                rest = &rest[value_at + len..];
            }
            Err(_) => rest = &rest[value_at..],
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(text: &str) -> Vec<Vec<i64>> {
        parse_mesh_groups(text).unwrap().0
    }

    #[test]
    fn whole_axes() {
        let m = "mesh['axis_0'=2,'axis_1'=4] ";
        assert_eq!(
            g(&format!("{m}{{'axis_1'}}")),
            vec![vec![0, 1, 2, 3], vec![4, 5, 6, 7]]
        );
        assert_eq!(
            g(&format!("{m}{{'axis_0'}}")),
            vec![vec![0, 4], vec![1, 5], vec![2, 6], vec![3, 7]]
        );
        assert_eq!(
            g(&format!("{m}{{'axis_0','axis_1'}}")),
            vec![(0..8).collect::<Vec<_>>()]
        );
        // Listed minor-first: members still in mesh order, as XLA orders them.
        assert_eq!(
            g(&format!("{m}{{'axis_1','axis_0'}}")),
            vec![(0..8).collect::<Vec<_>>()]
        );
    }

    #[test]
    fn sub_axes_and_device_ids() {
        let m = "mesh['x'=4] ";
        assert_eq!(g(&format!("{m}{{'x':(1)2}}")), vec![vec![0, 2], vec![1, 3]]);
        assert_eq!(g(&format!("{m}{{'x':(2)2}}")), vec![vec![0, 1], vec![2, 3]]);
        // Devices [4,2]T(1,0) = 0,2,4,6,1,3,5,7 on a mesh of 1x2x4.
        let t = "mesh['axis_0'=1,'axis_1'=2,'axis_2'=4], device_ids=([4,2]T(1,0)) {'axis_1'}";
        assert_eq!(g(t), vec![vec![0, 1], vec![2, 3], vec![4, 5], vec![6, 7]]);
    }

    #[test]
    fn rewrites_text_in_place() {
        let text = "  %a = f32[] all-reduce(%x), channel_id=1, replica_groups=mesh['a'=2,'b'=2] {'a'}, to_apply=%add\n";
        assert_eq!(
            expand_mesh_replica_groups(text),
            "  %a = f32[] all-reduce(%x), channel_id=1, replica_groups={{0,2},{1,3}}, to_apply=%add\n"
        );
        let bad = "replica_groups=mesh[oops] {}";
        assert_eq!(expand_mesh_replica_groups(bad), bad);
    }
}
