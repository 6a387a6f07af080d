//! Reading IOPDDL instances: gzip (detected by its magic bytes) or plain JSON, streamed into
//! typed vectors (memory proportional to the instance), then checked: every defect is named
//! with the node or edge it is in, never a panic.

use super::{Edge, Instance, Node};
use flate2::read::GzDecoder;
use serde::Deserialize;
use std::fmt;
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

/// Why an instance could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IopddlError {
    /// The file could not be opened or read.
    Io(String),
    /// The bytes are not the JSON of an instance (truncated, bad gzip, wrong shape).
    Json(String),
    /// The JSON is well formed but the instance is not consistent (all defects, one per line).
    Invalid(Vec<String>),
}

impl fmt::Display for IopddlError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IopddlError::Io(m) => write!(f, "cannot read: {m}"),
            IopddlError::Json(m) => write!(f, "not an IOPDDL instance: {m}"),
            IopddlError::Invalid(list) => {
                write!(
                    f,
                    "invalid instance ({} defects): {}",
                    list.len(),
                    list.join("; ")
                )
            }
        }
    }
}

impl std::error::Error for IopddlError {}

#[derive(Deserialize)]
struct RawFile {
    problem: RawProblem,
}

#[derive(Deserialize)]
struct RawProblem {
    #[serde(default)]
    name: Option<String>,
    nodes: RawNodes,
    #[serde(default)]
    edges: RawEdges,
    #[serde(default)]
    usage_limit: Option<i64>,
}

#[derive(Deserialize)]
struct RawNodes {
    intervals: Vec<[i64; 2]>,
    costs: Vec<Vec<i64>>,
    usages: Vec<Vec<i64>>,
}

#[derive(Deserialize, Default)]
struct RawEdges {
    nodes: Vec<[i64; 2]>,
    costs: Vec<Vec<i64>>,
}

/// Reads an instance from a file (gzip-compressed or plain JSON).
pub fn read_instance(path: &Path) -> Result<Instance, IopddlError> {
    let file = std::fs::File::open(path).map_err(|e| IopddlError::Io(e.to_string()))?;
    read_instance_from(file)
}

/// Reads an instance from any byte stream (gzip-compressed or plain JSON).
pub fn read_instance_from(reader: impl Read) -> Result<Instance, IopddlError> {
    let mut buffered = BufReader::with_capacity(1 << 16, reader);
    let head = buffered
        .fill_buf()
        .map_err(|e| IopddlError::Io(e.to_string()))?;
    let gzip = head.starts_with(&[0x1f, 0x8b]);
    let raw: RawFile = if gzip {
        parse(BufReader::with_capacity(1 << 16, GzDecoder::new(buffered)))?
    } else {
        parse(buffered)?
    };
    convert(raw.problem)
}

fn parse(reader: impl Read) -> Result<RawFile, IopddlError> {
    let mut de = serde_json::Deserializer::from_reader(reader);
    let raw = RawFile::deserialize(&mut de).map_err(json_error)?;
    de.end().map_err(json_error)?;
    Ok(raw)
}

fn json_error(e: serde_json::Error) -> IopddlError {
    if e.is_io() {
        // A corrupt or truncated gzip stream surfaces as an I/O error inside the parser.
        IopddlError::Json(format!("{e} (corrupt or truncated compressed data)"))
    } else if e.is_eof() {
        IopddlError::Json(format!("{e} (the file is truncated)"))
    } else {
        IopddlError::Json(e.to_string())
    }
}

fn convert(raw: RawProblem) -> Result<Instance, IopddlError> {
    let mut defects = Vec::new();
    let n = raw.nodes.intervals.len();
    for (what, len) in [
        ("costs", raw.nodes.costs.len()),
        ("usages", raw.nodes.usages.len()),
    ] {
        if len != n {
            defects.push(format!(
                "nodes.{what} has {len} entries, nodes.intervals has {n}"
            ));
        }
    }
    if raw.edges.nodes.len() != raw.edges.costs.len() {
        defects.push(format!(
            "edges.nodes has {} entries, edges.costs has {}",
            raw.edges.nodes.len(),
            raw.edges.costs.len()
        ));
    }
    if let Some(limit) = raw.usage_limit.filter(|&l| l < 0) {
        defects.push(format!("usage_limit is negative ({limit})"));
    }
    if !defects.is_empty() {
        return Err(IopddlError::Invalid(defects));
    }
    let nodes = convert_nodes(raw.nodes, &mut defects);
    let edges = convert_edges(raw.edges, &nodes, &mut defects);
    if !defects.is_empty() {
        return Err(IopddlError::Invalid(truncate(defects)));
    }
    Ok(Instance {
        name: raw.name.unwrap_or_default(),
        nodes,
        edges,
        usage_limit: raw.usage_limit,
    })
}

fn convert_nodes(raw: RawNodes, defects: &mut Vec<String>) -> Vec<Node> {
    let items = raw.intervals.into_iter().zip(raw.costs).zip(raw.usages);
    let mut nodes = Vec::new();
    for (i, (([start, end], costs), usages)) in items.enumerate() {
        if start < 0 || end < start {
            defects.push(format!(
                "node {i}: interval [{start}, {end}) is not 0 <= start <= end"
            ));
        }
        if costs.is_empty() {
            defects.push(format!("node {i}: no strategy"));
        }
        if costs.len() != usages.len() {
            defects.push(format!(
                "node {i}: {} costs but {} usages",
                costs.len(),
                usages.len()
            ));
        }
        if let Some(u) = usages.iter().find(|&&u| u < 0) {
            defects.push(format!("node {i}: negative usage {u}"));
        }
        nodes.push(Node {
            interval: (start, end),
            costs,
            usages,
        });
    }
    nodes
}

fn convert_edges(raw: RawEdges, nodes: &[Node], defects: &mut Vec<String>) -> Vec<Edge> {
    let n = nodes.len() as i64;
    let mut edges = Vec::new();
    for (e, ([u, v], costs)) in raw.nodes.into_iter().zip(raw.costs).enumerate() {
        if !(0..n).contains(&u) || !(0..n).contains(&v) {
            defects.push(format!(
                "edge {e}: node [{u}, {v}] out of range (there are {n} nodes)"
            ));
            continue;
        }
        if u == v {
            defects.push(format!("edge {e}: joins node {u} to itself"));
            continue;
        }
        let (su, sv) = (nodes[u as usize].len(), nodes[v as usize].len());
        if costs.len() != su * sv {
            defects.push(format!(
                "edge {e} ({u} -> {v}): cost matrix has {} entries, expected {su} x {sv} = {}",
                costs.len(),
                su * sv
            ));
        }
        edges.push(Edge {
            u: u as usize,
            v: v as usize,
            costs,
        });
    }
    edges
}

/// At most 20 defects are listed (and how many more there are).
fn truncate(mut defects: Vec<String>) -> Vec<String> {
    if defects.len() > 20 {
        let more = defects.len() - 20;
        defects.truncate(20);
        defects.push(format!("... and {more} more"));
    }
    defects
}
