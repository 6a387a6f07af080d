//! The meshes of a sweep: every way to lay `devices` out over some of the named axes.
//!
//! A mesh of rank k takes k of the named axes, in the order they were named (the order
//! is the mesh's major-to-minor order, which decides the links: the minor axes get the
//! fastest links, see [`crate::cost::links`]), and gives each a size >= 2 so that the
//! sizes multiply to the device count. Size-1 axes are left out: they shard nothing, and
//! the same layout is already listed at the lower rank.

use crate::ir::sdy::MeshAxis;

/// The ordered factorisations of `n` into `k` factors >= 2, in lexicographic order of
/// the factor lists.
fn factorisations(n: u64, k: usize) -> Vec<Vec<u64>> {
    if k == 0 {
        return if n == 1 { vec![vec![]] } else { vec![] };
    }
    let mut out = Vec::new();
    for f in divisors(n).into_iter().filter(|&f| f >= 2) {
        for mut rest in factorisations(n / f, k - 1) {
            rest.insert(0, f);
            out.push(rest);
        }
    }
    out
}

/// The divisors of `n`, ascending (trial division up to the square root).
fn divisors(n: u64) -> Vec<u64> {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    let mut i = 1u64;
    while i.saturating_mul(i) <= n {
        if n % i == 0 {
            small.push(i);
            if i != n / i {
                large.push(n / i);
            }
        }
        i += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The k-element subsequences of `0..n` (positions of the named axes), in
/// lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    if k == 0 {
        return vec![vec![]];
    }
    let mut out = Vec::new();
    for first in 0..n {
        for rest in combinations(n, k - 1) {
            if rest.first().map_or(true, |&r| r > first) {
                let mut c = vec![first];
                c.extend(rest);
                out.push(c);
            }
        }
    }
    out
}

/// Checks the axis names of `--axes`: non-empty, no repeats, identifiers (a mesh spec
/// such as `data=8` is a common mistake: the sizes are what the sweep enumerates).
pub fn check_axis_names(names: &[String]) -> Result<(), String> {
    if names.len() < 2 {
        return Err(format!(
            "a sweep needs at least two axis names (got {}): 2-D meshes take two of them",
            names.len()
        ));
    }
    for (i, n) in names.iter().enumerate() {
        let ident = n
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && n.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        if !ident {
            return Err(format!(
                "'{n}' is not an axis name (letters, digits and '_'; the sizes are \
                 what the sweep enumerates)"
            ));
        }
        if names[..i].contains(n) {
            return Err(format!("axis '{n}' is named twice"));
        }
    }
    Ok(())
}

/// Every mesh of the given ranks (each in 1..=3) over `names` whose sizes multiply to
/// `devices`: by rank, then by the axes taken (in the named order), then by sizes.
/// An error when there is none (the device count is not a product of sizes >= 2 of
/// that many factors).
pub fn meshes(
    names: &[String],
    devices: u64,
    ranks: &[usize],
) -> Result<Vec<Vec<MeshAxis>>, String> {
    check_axis_names(names)?;
    let mut out = Vec::new();
    for &k in ranks {
        if k == 0 || k > names.len() {
            continue;
        }
        for axes in combinations(names.len(), k) {
            for sizes in factorisations(devices, k) {
                out.push(
                    axes.iter()
                        .zip(&sizes)
                        .map(|(&a, &s)| MeshAxis {
                            name: names[a].clone(),
                            size: s as i64,
                        })
                        .collect(),
                );
            }
        }
    }
    if out.is_empty() {
        let ranks: Vec<String> = ranks.iter().map(|k| k.to_string()).collect();
        return Err(format!(
            "{devices} devices is not a product of {} sizes >= 2: no mesh to sweep",
            ranks.join(" or ")
        ));
    }
    Ok(out)
}

/// `data=8,model=8`: the spelling of `--mesh`, and the key that orders rows of equal
/// step time.
pub fn mesh_text(axes: &[MeshAxis]) -> String {
    axes.iter()
        .map(|a| format!("{}={}", a.name, a.size))
        .collect::<Vec<_>>()
        .join(",")
}
