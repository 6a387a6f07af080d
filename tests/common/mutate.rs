//! Deterministic mutations of `sdy` constructs in module text, for the differential
//! accept/reject test (`tests/verify_differential.rs`): mesh axis sizes and device ids,
//! axis refs and sub-axes, priorities, open dims, replicated/unreduced axes, mesh names,
//! sharding ranks, sharding rules (factor symbols, sizes, special sets), manual axes,
//! data-flow edges and integers inside `sdy` attributes. Each mutation edits one site
//! found by a plain text scan; a mutant may be valid or not, the oracle decides.

/// SplitMix64: a fixed seed gives the same corpus on every machine.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
    /// One of `xs` (a non-empty constant list).
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len())]
    }
    /// One of `xs`, `None` when there is none.
    pub fn site<T: Copy>(&mut self, xs: &[T]) -> Option<T> {
        (!xs.is_empty()).then(|| xs[self.below(xs.len())])
    }
    pub fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
}

/// The mutation kinds, by name (for the per-kind table).
pub const KINDS: &[&str] = &[
    "axis_size",
    "device_ids",
    "axis_ref",
    "sub_axis",
    "priority",
    "open_dim",
    "replicated_unreduced",
    "mesh_name",
    "drop_dim",
    "rule_symbol",
    "rule_extra",
    "manual_axes",
    "data_flow_edge",
    "sdy_int",
];

/// Byte offsets where `pat` occurs on lines that mention `sdy`.
fn sites(text: &str, pat: &str) -> Vec<usize> {
    let mut out = Vec::new();
    let mut line_start = 0;
    for line in text.split_inclusive('\n') {
        if line.contains("sdy") {
            out.extend(line.match_indices(pat).map(|(i, _)| line_start + i));
        }
        line_start += line.len();
    }
    out
}

/// Axis names of the meshes of `text` (plus one unknown name).
fn axis_names(text: &str) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for line in text.lines().filter(|l| l.contains("sdy.mesh")) {
        for part in line.split('"').skip(1).step_by(2) {
            if !names.iter().any(|n| n == part) {
                names.push(part.to_string());
            }
        }
    }
    names.push("nope".into());
    names
}

fn mesh_names(text: &str) -> Vec<String> {
    let mut v: Vec<String> = text
        .lines()
        .filter_map(|l| l.trim().strip_prefix("sdy.mesh @"))
        .filter_map(|r| r.split_whitespace().next())
        .map(str::to_string)
        .collect();
    v.push("missing_mesh".into());
    v
}

fn digits_end(text: &str, at: usize) -> usize {
    at + text[at..].bytes().take_while(u8::is_ascii_digit).count()
}

fn splice(text: &str, from: usize, to: usize, with: &str) -> String {
    format!("{}{}{}", &text[..from], with, &text[to..])
}

fn rand_axes(rng: &mut Rng, names: &[String]) -> String {
    let n = 1 + rng.below(2);
    let v: Vec<String> = (0..n).map(|_| format!("\"{}\"", rng.pick(names))).collect();
    v.join(", ")
}

/// Applies mutation `kind` at a random site; `None` when the text has no such site.
pub fn mutate(text: &str, kind: &str, rng: &mut Rng) -> Option<String> {
    let names = axis_names(text);
    let ints = [
        "0",
        "1",
        "2",
        "3",
        "4",
        "6",
        "8",
        "16",
        "-1",
        "9223372036854775808",
    ];
    match kind {
        "axis_size" => {
            let s = sites(text, "\"=");
            let at = rng.site(&s)? + 2;
            let end = digits_end(text, at);
            Some(splice(text, at, end, *rng.pick(&ints[..8])))
        }
        "device_ids" => {
            let s: Vec<usize> = sites(text, "]>")
                .into_iter()
                .filter(|&i| {
                    text[..i]
                        .rsplit('\n')
                        .next()
                        .is_some_and(|l| l.contains("sdy.mesh"))
                })
                .collect();
            let at = rng.site(&s)? + 1;
            // As many ids as the mesh has devices (sometimes one more), shuffled, iota,
            // or with a repeated id.
            let line = &text[text[..at].rfind('\n').map_or(0, |i| i + 1)..at];
            let product: usize = line
                .split("\"=")
                .skip(1)
                .filter_map(|r| {
                    r.split(|c: char| !c.is_ascii_digit())
                        .next()?
                        .parse::<usize>()
                        .ok()
                })
                .try_fold(1usize, |a, b| a.checked_mul(b))
                .filter(|&n| n <= 64)?;
            let n = product + usize::from(rng.chance(10));
            let mut ids: Vec<usize> = (0..n).collect();
            match rng.below(4) {
                0 => ids.reverse(),
                1 => {
                    for i in (1..ids.len()).rev() {
                        ids.swap(i, rng.below(i + 1));
                    }
                }
                2 if n > 1 => ids[0] = ids[1],
                _ => {}
            }
            if s.is_empty() || text[at..].starts_with(", device_ids") {
                return None;
            }
            let list: Vec<String> = ids.iter().map(usize::to_string).collect();
            Some(splice(
                text,
                at,
                at,
                &format!(", device_ids=[{}]", list.join(", ")),
            ))
        }
        "axis_ref" => {
            let mut s = sites(text, "{\"");
            s.extend(sites(text, ", \""));
            s.retain(|&i| !text[..i].ends_with('=') && !text[i..].starts_with(", \"sdy"));
            let from = rng.site(&s)?;
            let at = text[from..].find('"')? + from;
            let end = at + 1 + text[at + 1..].find('"')?;
            Some(splice(text, at + 1, end, rng.pick(&names).as_str()))
        }
        "sub_axis" => {
            let s = sites(text, "{\"");
            let at = rng.site(&s)? + 2;
            let end = at + text[at..].find('"')? + 1;
            let pre = rng.pick(&["1", "2", "4", "3", "0"]);
            let size = rng.pick(&["1", "2", "4", "8", "3"]);
            Some(splice(text, end, end, &format!(":({pre}){size}")))
        }
        "priority" => {
            let mut s = sites(text, "}, {");
            s.extend(sites(text, "}]>"));
            let at = rng.site(&s)? + 1;
            Some(splice(
                text,
                at,
                at,
                *rng.pick(&["p0", "p1", "p3", "p01", "p12"]),
            ))
        }
        "open_dim" => {
            let mut s = sites(text, "{}");
            s.extend(sites(text, "\"}"));
            let at = rng.site(&s)?;
            if text[at..].starts_with("{}") {
                Some(splice(text, at, at + 2, "{?}"))
            } else {
                Some(splice(text, at + 1, at + 1, ", ?"))
            }
        }
        "replicated_unreduced" => {
            let s = sites(text, "}]>");
            let at = rng.site(&s)? + 2;
            let key = rng.pick(&["replicated", "unreduced"]);
            let axes = rand_axes(rng, &names);
            Some(splice(text, at, at, &format!(", {key}={{{axes}}}")))
        }
        "mesh_name" => {
            let s = sites(text, "<@");
            let at = rng.site(&s)? + 2;
            let end = at + text[at..].find(|c: char| c == ',' || c == '>')?;
            let mesh = rng.pick(&mesh_names(text)).clone();
            Some(splice(text, at, end, &mesh))
        }
        "drop_dim" => {
            let s = sites(text, "}, {");
            let at = rng.site(&s)? + 1;
            let end = at + 2 + text[at + 2..].find('}')? + 1;
            Some(splice(text, at, end, ""))
        }
        "rule_symbol" => {
            let s = sites(text, "#sdy.op_sharding_rule<");
            let start = rng.site(&s)?;
            let end = start + text[start..].find('\n')?;
            let body: Vec<usize> = (start + 22..end)
                .filter(|&i| {
                    text.as_bytes()[i].is_ascii_lowercase() || text.as_bytes()[i].is_ascii_digit()
                })
                .collect();
            let at = rng.site(&body)?;
            let with = if text.as_bytes()[at].is_ascii_digit() {
                rng.pick(&ints).to_string()
            } else {
                rng.pick(&["i", "j", "k", "l", "z_1", "z_01", "z_9223372036854775808"])
                    .to_string()
            };
            Some(splice(text, at, at + 1, &with))
        }
        "rule_extra" => {
            let s = sites(text, "#sdy.op_sharding_rule<");
            let start = rng.site(&s)?;
            let close = start + text[start..].find("}")? + 1;
            let set = rng.pick(&[
                "reduction",
                "need_replication",
                "permutation",
                "blocked_propagation",
            ]);
            let f = rng.pick(&["{i}", "{j}", "{k}", "{j, i}", "{i, i}", "{z_1}"]);
            let extra = if rng.chance(20) {
                ", custom".to_string()
            } else {
                format!(" {set}={f}")
            };
            Some(splice(text, close, close, &extra))
        }
        "manual_axes" => {
            let s = sites(text, "manual_axes={");
            let at = rng.site(&s)? + 13;
            let end = at + text[at..].find('}')?;
            let with = if rng.chance(20) {
                String::new()
            } else {
                rand_axes(rng, &names)
            };
            Some(splice(text, at, end, &with))
        }
        "data_flow_edge" => {
            // Route a use of an op result through an sdy.data_flow_edge or a
            // func_data_flow_edge, or drop an existing edge's sharding.
            let s = sites(text, "sdy.data_flow_edge %");
            if !s.is_empty() && rng.chance(50) {
                let at = rng.site(&s)?;
                let line_end = at + text[at..].find('\n')?;
                let sh = text[at..line_end].find(" sharding=")? + at;
                let colon = text[sh..line_end].find(" : ")? + sh;
                return Some(splice(text, sh, colon, ""));
            }
            let lines: Vec<(usize, &str)> = text
                .split_inclusive('\n')
                .scan(0, |pos, l| {
                    let at = *pos;
                    *pos += l.len();
                    Some((at, l))
                })
                .filter(|(_, l)| l.trim_start().starts_with("return %") && l.contains(" : tensor<"))
                .collect();
            let (at, line) = rng.site(&lines)?;
            let v = line.trim_start()["return ".len()..]
                .split([',', ' '])
                .next()?
                .to_string();
            let ty = line
                .split(" : ")
                .nth(1)?
                .split(',')
                .next()?
                .trim()
                .to_string();
            let op = rng.pick(&["sdy.data_flow_edge", "sdy.func_data_flow_edge"]);
            let indent = &line[..line.len() - line.trim_start().len()];
            let new = format!("{indent}%dfe_mut = {op} {v} : {ty}\n");
            let text = splice(text, at, at, &new);
            let ret = at + new.len();
            let vend = ret + line.find(&v)? + v.len();
            Some(splice(&text, vend - v.len(), vend, "%dfe_mut"))
        }
        "sdy_int" => {
            let mut s = sites(text, "#sdy.");
            s.extend(sites(text, "<@"));
            let start = rng.site(&s)?;
            let end = start + text[start..].find('\n')?.min(300);
            let ds: Vec<usize> = (start..end)
                .filter(|&i| {
                    text.as_bytes()[i].is_ascii_digit() && !text.as_bytes()[i - 1].is_ascii_digit()
                })
                .collect();
            let at = rng.site(&ds)?;
            Some(splice(text, at, digits_end(text, at), *rng.pick(&ints)))
        }
        _ => None,
    }
}

/// One mutant of `text`: one or two mutations of random kinds that apply.
pub fn mutant(text: &str, rng: &mut Rng) -> (String, Vec<&'static str>) {
    let mut out = text.to_string();
    let mut kinds = Vec::new();
    let rounds = if rng.chance(30) { 2 } else { 1 };
    for _ in 0..rounds {
        for _attempt in 0..8 {
            let kind = *rng.pick(KINDS);
            let mut local = Rng::new(rng.next());
            if let Some(m) = mutate(&out, kind, &mut local) {
                out = m;
                kinds.push(kind);
                break;
            }
        }
    }
    (out, kinds)
}
