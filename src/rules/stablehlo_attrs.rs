//! The StableHLO attributes the rules need, read from the verbatim bodies the IR keeps
//! (`Attr::Dialect`): dimension numbers of dot_general, gather, scatter and convolution,
//! and enum attributes such as `#stablehlo<transpose TRANSPOSE>`.
//!
//! The bodies are `key = value` lists (`lhs_contracting_dimensions = [1], ...`), except
//! convolution's compact layout form `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` (its
//! `raw key = value` form is read too). Absent list keys are empty lists; an absent
//! `index_vector_dim` is 0 (MLIR's default for these attributes).

use std::collections::BTreeMap;

/// A value in a `key = value` body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KvValue {
    Int(i64),
    List(Vec<i64>),
    /// Anything else, verbatim.
    Other(String),
}

/// A parsed `key = value, ...` body.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KvBody {
    pub entries: BTreeMap<String, KvValue>,
}

impl KvBody {
    /// Parses `key = value, ...` where values are integers, `[int, ...]` lists, or other
    /// text (kept verbatim). Fails on a part without `=`.
    pub fn parse(body: &str) -> Result<KvBody, String> {
        let mut entries = BTreeMap::new();
        for part in split_top_level(body) {
            let part = part.trim();
            if part.is_empty() {
                continue;
            }
            let (k, v) = part
                .split_once('=')
                .ok_or_else(|| format!("expected 'key = value', found '{part}'"))?;
            entries.insert(k.trim().to_string(), parse_value(v.trim()));
        }
        Ok(KvBody { entries })
    }

    /// The integer list under `key`; empty if absent. An error if present but not a list.
    pub fn list(&self, key: &str) -> Result<Vec<i64>, String> {
        match self.entries.get(key) {
            None => Ok(vec![]),
            Some(KvValue::List(v)) => Ok(v.clone()),
            Some(KvValue::Int(i)) => Ok(vec![*i]),
            Some(KvValue::Other(s)) => Err(format!("'{key}' is not an integer list: {s}")),
        }
    }

    /// The integer under `key`, or `default` if absent.
    pub fn int_or(&self, key: &str, default: i64) -> Result<i64, String> {
        match self.entries.get(key) {
            None => Ok(default),
            Some(KvValue::Int(i)) => Ok(*i),
            Some(v) => Err(format!("'{key}' is not an integer: {v:?}")),
        }
    }

    /// The integer under `key`; an error if absent.
    pub fn int(&self, key: &str) -> Result<i64, String> {
        match self.entries.get(key) {
            None => Err(format!("missing '{key}'")),
            Some(KvValue::Int(i)) => Ok(*i),
            Some(v) => Err(format!("'{key}' is not an integer: {v:?}")),
        }
    }
}

fn parse_value(v: &str) -> KvValue {
    if let Some(inner) = v.strip_prefix('[').and_then(|r| r.strip_suffix(']')) {
        if inner.trim().is_empty() {
            return KvValue::List(vec![]);
        }
        let items: Option<Vec<i64>> = inner.split(',').map(|x| x.trim().parse().ok()).collect();
        return match items {
            Some(l) => KvValue::List(l),
            None => KvValue::Other(v.to_string()),
        };
    }
    match v.parse() {
        Ok(i) => KvValue::Int(i),
        Err(_) => KvValue::Other(v.to_string()),
    }
}

/// Splits at commas outside brackets.
fn split_top_level(s: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0i32;
    let mut start = 0;
    for (i, c) in s.char_indices() {
        match c {
            '[' | '(' | '<' | '{' => depth += 1,
            ']' | ')' | '>' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(&s[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(&s[start..]);
    out
}

/// Converts a dim list to `usize` (negative dims are errors).
fn dims(v: Vec<i64>, what: &str) -> Result<Vec<usize>, String> {
    v.into_iter()
        .map(|d| usize::try_from(d).map_err(|_| format!("negative dim {d} in {what}")))
        .collect()
}

fn dim(d: i64, what: &str) -> Result<usize, String> {
    usize::try_from(d).map_err(|_| format!("negative dim {d} in {what}"))
}

/// `#stablehlo.dot<...>`
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    pub lhs_batching: Vec<usize>,
    pub rhs_batching: Vec<usize>,
    pub lhs_contracting: Vec<usize>,
    pub rhs_contracting: Vec<usize>,
}

impl DotDims {
    pub fn parse(body: &str) -> Result<DotDims, String> {
        // The canonical spelling (what the parser builds and MLIR prints) is read
        // directly; anything else goes through the generic key-value reader.
        let d = match crate::parse::stablehlo::parse_dot_body(body) {
            Some([lb, rb, lc, rc]) => DotDims {
                lhs_batching: dims(lb, "dot")?,
                rhs_batching: dims(rb, "dot")?,
                lhs_contracting: dims(lc, "dot")?,
                rhs_contracting: dims(rc, "dot")?,
            },
            None => {
                let kv = KvBody::parse(body)?;
                DotDims {
                    lhs_batching: dims(kv.list("lhs_batching_dimensions")?, "dot")?,
                    rhs_batching: dims(kv.list("rhs_batching_dimensions")?, "dot")?,
                    lhs_contracting: dims(kv.list("lhs_contracting_dimensions")?, "dot")?,
                    rhs_contracting: dims(kv.list("rhs_contracting_dimensions")?, "dot")?,
                }
            }
        };
        if d.lhs_batching.len() != d.rhs_batching.len()
            || d.lhs_contracting.len() != d.rhs_contracting.len()
        {
            return Err("lhs and rhs dimension lists differ in length".into());
        }
        Ok(d)
    }
}

/// `#stablehlo.gather<...>`
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatherDims {
    pub offset_dims: Vec<usize>,
    pub collapsed_slice_dims: Vec<usize>,
    pub operand_batching_dims: Vec<usize>,
    pub start_indices_batching_dims: Vec<usize>,
    pub start_index_map: Vec<usize>,
    pub index_vector_dim: usize,
}

impl GatherDims {
    pub fn parse(body: &str) -> Result<GatherDims, String> {
        let kv = KvBody::parse(body)?;
        Ok(GatherDims {
            offset_dims: dims(kv.list("offset_dims")?, "gather")?,
            collapsed_slice_dims: dims(kv.list("collapsed_slice_dims")?, "gather")?,
            operand_batching_dims: dims(kv.list("operand_batching_dims")?, "gather")?,
            start_indices_batching_dims: dims(kv.list("start_indices_batching_dims")?, "gather")?,
            start_index_map: dims(kv.list("start_index_map")?, "gather")?,
            index_vector_dim: dim(kv.int_or("index_vector_dim", 0)?, "gather")?,
        })
    }
}

/// `#stablehlo.scatter<...>`
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScatterDims {
    pub update_window_dims: Vec<usize>,
    pub inserted_window_dims: Vec<usize>,
    pub input_batching_dims: Vec<usize>,
    pub scatter_indices_batching_dims: Vec<usize>,
    pub scatter_dims_to_operand_dims: Vec<usize>,
    pub index_vector_dim: usize,
}

impl ScatterDims {
    pub fn parse(body: &str) -> Result<ScatterDims, String> {
        let kv = KvBody::parse(body)?;
        Ok(ScatterDims {
            update_window_dims: dims(kv.list("update_window_dims")?, "scatter")?,
            inserted_window_dims: dims(kv.list("inserted_window_dims")?, "scatter")?,
            input_batching_dims: dims(kv.list("input_batching_dims")?, "scatter")?,
            scatter_indices_batching_dims: dims(
                kv.list("scatter_indices_batching_dims")?,
                "scatter",
            )?,
            scatter_dims_to_operand_dims: dims(
                kv.list("scatter_dims_to_operand_dims")?,
                "scatter",
            )?,
            index_vector_dim: dim(kv.int_or("index_vector_dim", 0)?, "scatter")?,
        })
    }
}

/// `#stablehlo.conv<...>`
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvDims {
    pub input_batch: usize,
    pub input_feature: usize,
    pub input_spatial: Vec<usize>,
    pub kernel_input_feature: usize,
    pub kernel_output_feature: usize,
    pub kernel_spatial: Vec<usize>,
    pub output_batch: usize,
    pub output_feature: usize,
    pub output_spatial: Vec<usize>,
}

impl ConvDims {
    /// The compact form `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]` or `raw key = value, ...`.
    pub fn parse(body: &str) -> Result<ConvDims, String> {
        let body = body.trim();
        if let Some(raw) = body.strip_prefix("raw") {
            let kv = KvBody::parse(raw)?;
            let d = ConvDims {
                input_batch: dim(kv.int("input_batch_dimension")?, "conv")?,
                input_feature: dim(kv.int("input_feature_dimension")?, "conv")?,
                input_spatial: dims(kv.list("input_spatial_dimensions")?, "conv")?,
                kernel_input_feature: dim(kv.int("kernel_input_feature_dimension")?, "conv")?,
                kernel_output_feature: dim(kv.int("kernel_output_feature_dimension")?, "conv")?,
                kernel_spatial: dims(kv.list("kernel_spatial_dimensions")?, "conv")?,
                output_batch: dim(kv.int("output_batch_dimension")?, "conv")?,
                output_feature: dim(kv.int("output_feature_dimension")?, "conv")?,
                output_spatial: dims(kv.list("output_spatial_dimensions")?, "conv")?,
            };
            return d.checked();
        }
        let (input, rest) = body
            .split_once('x')
            .ok_or_else(|| format!("bad convolution dimension numbers '{body}'"))?;
        let (kernel, output) = rest
            .split_once("->")
            .ok_or_else(|| format!("bad convolution dimension numbers '{body}'"))?;
        let (ib, if_, is) = layout(input, 'b', 'f')?;
        let (ki, ko, ks) = layout(kernel, 'i', 'o')?;
        let (ob, of, os) = layout(output, 'b', 'f')?;
        ConvDims {
            input_batch: ib,
            input_feature: if_,
            input_spatial: is,
            kernel_input_feature: ki,
            kernel_output_feature: ko,
            kernel_spatial: ks,
            output_batch: ob,
            output_feature: of,
            output_spatial: os,
        }
        .checked()
    }

    fn checked(self) -> Result<ConvDims, String> {
        if self.input_spatial.len() != self.kernel_spatial.len()
            || self.input_spatial.len() != self.output_spatial.len()
        {
            return Err("convolution spatial dimension lists differ in length".into());
        }
        Ok(self)
    }
}

/// `[b, 0, 1, f]`: the positions of the two letter dims and of spatial dims 0, 1, ...
fn layout(s: &str, a: char, b: char) -> Result<(usize, usize, Vec<usize>), String> {
    let inner = s
        .trim()
        .strip_prefix('[')
        .and_then(|r| r.strip_suffix(']'))
        .ok_or_else(|| format!("bad convolution layout '{s}'"))?;
    let items: Vec<&str> = inner.split(',').map(str::trim).collect();
    let pos = |c: char| {
        items
            .iter()
            .position(|x| *x == c.to_string())
            .ok_or_else(|| format!("convolution layout '{s}' lacks '{c}'"))
    };
    let (pa, pb) = (pos(a)?, pos(b)?);
    let mut spatial: Vec<(usize, usize)> = Vec::new();
    for (p, x) in items.iter().enumerate() {
        if let Ok(k) = x.parse::<usize>() {
            spatial.push((k, p));
        }
    }
    spatial.sort();
    if spatial.iter().enumerate().any(|(i, &(k, _))| i != k) || spatial.len() + 2 != items.len() {
        return Err(format!("bad convolution layout '{s}'"));
    }
    Ok((pa, pb, spatial.into_iter().map(|(_, p)| p).collect()))
}

/// The keyword of an enum attribute body such as `transpose TRANSPOSE` (`TRANSPOSE`).
pub fn enum_value(body: &str) -> &str {
    body.split_whitespace().last().unwrap_or("")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot() {
        let d = DotDims::parse("lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]").unwrap();
        assert_eq!(d.lhs_contracting, vec![2]);
        assert_eq!(DotDims::parse("").unwrap(), DotDims::default());
        assert!(DotDims::parse("lhs_contracting_dimensions = [1]").is_err());
    }

    #[test]
    fn gather_and_scatter() {
        let g = GatherDims::parse("offset_dims = [2], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 2").unwrap();
        assert_eq!(g.offset_dims, vec![2]);
        assert_eq!(g.index_vector_dim, 2);
        let s = ScatterDims::parse("update_window_dims = [0, 1, 2], inserted_window_dims = [1], scatter_dims_to_operand_dims = [1]").unwrap();
        assert_eq!(s.update_window_dims, vec![0, 1, 2]);
        assert_eq!(s.index_vector_dim, 0);
    }

    #[test]
    fn conv_compact_and_raw() {
        let c = ConvDims::parse("[b, 0, 1, f]x[0, 1, i, o]->[f, 0, 1, b]").unwrap();
        assert_eq!((c.input_batch, c.input_feature), (0, 3));
        assert_eq!(c.input_spatial, vec![1, 2]);
        assert_eq!((c.kernel_input_feature, c.kernel_output_feature), (2, 3));
        assert_eq!(c.kernel_spatial, vec![0, 1]);
        assert_eq!((c.output_batch, c.output_feature), (3, 0));
        let r = ConvDims::parse("raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], output_batch_dimension = 3, output_feature_dimension = 0, output_spatial_dimensions = [1, 2]").unwrap();
        assert_eq!(r, c);
        assert!(ConvDims::parse("[b, 0, f]x[0, i]->[b, 0, f]").is_err());
    }
}
