//! Overlapped step time: collectives run asynchronously beside independent compute.
//!
//! XLA turns every collective into a start/done pair (`all-reduce-start` /
//! `all-reduce-done`, the async-HLO seed): the start is issued once its operand exists,
//! the transfer runs on the interconnect while the compute stream goes on with work that
//! does not need its result, and the done waits for it where the result is first used.
//! This module models that with a deterministic list schedule:
//!
//! - **Streams**: one compute stream, and one stream per link kind (`nvlink`, `ib`,
//!   `ici`, ...); each stream runs one task at a time, in program order (in-order issue,
//!   as XLA's sequential schedule does; nothing is reordered within a stream).
//! - **Tasks** per op, from its [`OpCost`]: the collectives that reshard its operands
//!   (each operand's chain in order, after the operand exists), its compute (after all of
//!   its operands are in place), then the collectives on its results (partial sums,
//!   permutations, reshards to the result's sharding), after which the results exist.
//!   A collective takes the stream of the slowest link among its axes.
//! - **Dependencies** are the module's data flow: a task starts at the later of its
//!   stream being free and its inputs being ready. Values defined outside (function
//!   arguments) are ready at 0.
//! - **Regions**: an op with regions (`while`, `case`, `manual_computation`) starts once
//!   its operands are in place; its blocks' arguments are ready then; its results are
//!   ready when everything inside has finished. A while body is scheduled once with every
//!   duration multiplied by the trip count (no overlap across iterations: a lower bound
//!   on what software pipelining could hide). A `func.call` schedules the callee inline,
//!   once per call site, with the caller's multiplier, so every op runs as often as its
//!   weight says and the serial sum of the schedule equals [`PlanCost::serial_s`].
//! - Functions no one calls (the entry point) are scheduled one after another in file
//!   order.
//!
//! Invariants (tested): `max(compute, busiest link) <= overlapped <= serial`.

use std::collections::{BTreeMap, HashMap};

use super::compute::PER_ELEMENT_BODIES;
use super::hardware::HardwareProfile;
use super::links::LinkMap;
use super::plan::{ModuleShardings, OpCost, PlanCollective, PlanCost, Why};
use super::weights::Weights;
use crate::ir::{BlockId, Module, OpId, ValueId};
use crate::passes::symbols::callee;

/// The compute stream's name in [`Schedule::busy_s`].
pub const COMPUTE: &str = "compute";

/// What a task does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskKind {
    Compute,
    /// The op's collective at this index of [`OpCost::collectives`].
    Collective(usize),
}

/// One scheduled task.
#[derive(Clone, Debug, PartialEq)]
pub struct Task {
    pub op: OpId,
    pub kind: TaskKind,
    /// `compute` or a link kind.
    pub stream: String,
    pub start_s: f64,
    pub end_s: f64,
}

/// The overlapped schedule of a plan.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Schedule {
    /// Every task, in issue order (tasks of zero duration left out).
    pub tasks: Vec<Task>,
    /// The time the last task ends.
    pub overlapped_s: f64,
    /// The sum of every task's duration (compute and communication one after the other).
    pub serial_s: f64,
    /// Per stream (`compute`, then link kinds by name): the time it is busy.
    pub busy_s: BTreeMap<String, f64>,
}

impl Schedule {
    /// The time compute waits for communication: overlapped minus compute.
    pub fn exposed_comm_s(&self) -> f64 {
        (self.overlapped_s - self.busy_s.get(COMPUTE).copied().unwrap_or(0.0)).max(0.0)
    }
}

/// Schedules the plan `pc` of `m` on `hw` (mesh axes on the links `axis_links` chooses,
/// as in [`super::plan::evaluate`]). `default_trip_count` must be the one the plan was
/// evaluated with.
pub fn overlap(
    m: &Module,
    pc: &PlanCost,
    hw: &HardwareProfile,
    axis_links: &[(String, String)],
    default_trip_count: u64,
) -> Result<Schedule, String> {
    let shardings = ModuleShardings::new(m);
    let meshes = m.meshes();
    let mut maps: Vec<LinkMap> = Vec::new();
    for (_, mesh, _) in &meshes {
        let choices: Vec<(String, String)> = axis_links
            .iter()
            .filter(|(a, _)| mesh.axis_index(a).is_some())
            .cloned()
            .collect();
        maps.push(LinkMap::new(hw, mesh, &choices)?);
    }
    let link_of = |_: OpId, c: &PlanCollective| -> String {
        let i = shardings
            .get(c.value)
            .and_then(|(_, mesh)| meshes.iter().position(|(_, x, _)| x == mesh))
            .unwrap_or(0);
        match maps.get(i) {
            Some(lm) => lm.slowest(&c.axes).name.clone(),
            None => "link".to_string(),
        }
    };
    Ok(schedule(m, pc, default_trip_count, &link_of))
}

/// The list schedule with a given stream per collective (`link_of`).
pub fn schedule(
    m: &Module,
    pc: &PlanCost,
    default_trip_count: u64,
    link_of: &dyn Fn(OpId, &PlanCollective) -> String,
) -> Schedule {
    let costs: HashMap<OpId, &OpCost> = pc.ops.iter().map(|o| (o.op, o)).collect();
    let weights = Weights::new(m, default_trip_count);
    let mut s = Scheduler {
        m,
        costs,
        weights,
        link_of,
        ready: HashMap::new(),
        free: BTreeMap::new(),
        out: Schedule::default(),
        visiting: Vec::new(),
    };
    s.free.insert(COMPUTE.to_string(), 0.0);
    let called: Vec<OpId> = m
        .walk()
        .into_iter()
        .filter(|&op| m.ops[op].name == "func.call")
        .filter_map(|op| callee(m, op))
        .collect();
    let mut t = 0.0f64;
    for f in m.funcs() {
        if called.contains(&f) {
            continue;
        }
        if let Some(b) = m.entry_block(f) {
            for &a in &m.blocks[b].args {
                s.ready.insert(a, t);
            }
            s.visiting.push(f);
            let end = s.block(b, 1.0, t);
            s.visiting.pop();
            t = t.max(end);
        }
    }
    s.out.overlapped_s = s.out.tasks.iter().map(|k| k.end_s).fold(0.0, f64::max);
    s.out
}

struct Scheduler<'a> {
    m: &'a Module,
    costs: HashMap<OpId, &'a OpCost>,
    weights: Weights,
    link_of: &'a dyn Fn(OpId, &PlanCollective) -> String,
    /// When each value exists.
    ready: HashMap<ValueId, f64>,
    /// When each stream is next free.
    free: BTreeMap<String, f64>,
    out: Schedule,
    /// Functions being scheduled (a call cycle is not followed).
    visiting: Vec<OpId>,
}

impl Scheduler<'_> {
    fn ready_of(&self, v: ValueId) -> f64 {
        self.ready.get(&v).copied().unwrap_or(0.0)
    }

    /// Runs a task of `duration` on `stream` no earlier than `after`; returns its end.
    fn run(&mut self, op: OpId, kind: TaskKind, stream: &str, after: f64, duration: f64) -> f64 {
        if duration <= 0.0 {
            return after;
        }
        let free = self.free.get(stream).copied().unwrap_or(0.0);
        let start = free.max(after);
        let end = start + duration;
        self.free.insert(stream.to_string(), end);
        *self.out.busy_s.entry(stream.to_string()).or_insert(0.0) += duration;
        self.out.serial_s += duration;
        self.out.tasks.push(Task {
            op,
            kind,
            stream: stream.to_string(),
            start_s: start,
            end_s: end,
        });
        end
    }

    /// Schedules the ops of `block` with every duration times `mult`; its arguments are
    /// ready at `start`. Returns when everything in it has ended.
    fn block(&mut self, b: BlockId, mult: f64, start: f64) -> f64 {
        let m = self.m;
        for &a in &m.blocks[b].args {
            self.ready.insert(a, start);
        }
        let mut end = start;
        for &op in &m.blocks[b].ops {
            end = end.max(self.op(op, mult));
        }
        end
    }

    /// Schedules one op; returns when its last task ends (its results are ready then).
    fn op(&mut self, op: OpId, mult: f64) -> f64 {
        let m = self.m;
        let o = &m.ops[op];
        let cost = self.costs.get(&op).copied();
        let collectives: &[PlanCollective] = cost.map_or(&[], |c| &c.collectives[..]);
        // 1. Operands in place: each operand's reshard chain after the operand exists.
        let mut in_place: Vec<f64> = o.operands.iter().map(|&v| self.ready_of(v)).collect();
        let explicit = collectives.iter().any(|c| c.why == Why::Explicit);
        for (k, c) in collectives.iter().enumerate() {
            if let Why::Operand(i) = c.why {
                let after = in_place.get(i).copied().unwrap_or(0.0);
                let link = (self.link_of)(op, c);
                let end = self.run(op, TaskKind::Collective(k), &link, after, c.time_s * mult);
                if let Some(x) = in_place.get_mut(i) {
                    *x = end;
                }
            }
        }
        let mut t = in_place.iter().copied().fold(0.0, f64::max);
        // 2. An explicit collective is the op's transfer; then the op's own compute.
        if explicit {
            let mut end = t;
            for (k, c) in collectives.iter().enumerate() {
                if c.why == Why::Explicit {
                    let link = (self.link_of)(op, c);
                    end = end.max(self.run(op, TaskKind::Collective(k), &link, t, c.time_s * mult));
                }
            }
            t = end;
        }
        if let Some(c) = cost {
            t = self.run(op, TaskKind::Compute, COMPUTE, t, c.compute_s * mult);
        }
        // 3. Regions and callees.
        let mut end = t;
        if !PER_ELEMENT_BODIES.contains(&o.name.as_str()) {
            let inner = match self.weights.trips(op) {
                Some(trips) if o.name == "stablehlo.while" => mult * trips,
                _ => mult,
            };
            for &r in &o.regions {
                for &b in &m.regions[r].blocks {
                    end = end.max(self.block(b, inner, t));
                }
            }
        }
        if o.name == "func.call" {
            if let Some(f) = callee(m, op).filter(|f| !self.visiting.contains(f)) {
                if let Some(b) = m.entry_block(f) {
                    self.visiting.push(f);
                    end = end.max(self.block(b, mult, t));
                    self.visiting.pop();
                }
            }
        }
        // 4. Results: each result's chain of collectives after the op's work. A
        // terminator's "result j" is its operand j, resharded to what it returns to,
        // from when that operand exists.
        let mut res_ready: Vec<f64> = vec![end; o.results.len()];
        let mut returned = in_place.clone();
        for (k, c) in collectives.iter().enumerate() {
            let j = match c.why {
                Why::Result(j) => Some(j),
                Why::Permutation => Some(0),
                _ => None,
            };
            if let (Some(j), true) = (j, o.results.is_empty()) {
                let after = returned.get(j).copied().unwrap_or(end);
                let link = (self.link_of)(op, c);
                let e = self.run(op, TaskKind::Collective(k), &link, after, c.time_s * mult);
                if let Some(x) = returned.get_mut(j) {
                    *x = e;
                }
                end = end.max(e);
            } else if let Some(j) = j {
                let after = res_ready.get(j).copied().unwrap_or(end);
                let link = (self.link_of)(op, c);
                let e = self.run(op, TaskKind::Collective(k), &link, after, c.time_s * mult);
                if let Some(x) = res_ready.get_mut(j) {
                    *x = e;
                }
                end = end.max(e);
            }
        }
        for (&r, &at) in o.results.iter().zip(&res_ready) {
            self.ready.insert(r, at);
        }
        end
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::cost::collective::CollectiveKind;
    use crate::cost::compute::{program_ops, Work};
    use crate::ir::sdy::AxisRef;

    fn parse(text: &str) -> Module {
        let file = crate::diag::SourceFile::new("t.mlir", text);
        let (m, d) = crate::parse::parse_module(&file);
        assert!(!d.has_errors(), "{}", d.render(&file));
        m
    }

    fn coll(why: Why, value: ValueId, axis: &str, time_s: f64) -> PlanCollective {
        PlanCollective {
            why,
            value,
            kind: CollectiveKind::AllReduce,
            axes: vec![AxisRef::full(axis)],
            group_size: 2,
            bytes_before: 0,
            bytes_after: 0,
            bytes_sent: 0.0,
            time_s,
        }
    }

    /// A plan with hand-set durations: per op in program order (by name), its compute
    /// time and collectives.
    /// (op name, compute seconds, [(why, axis, seconds)]).
    type Spec<'a> = (&'a str, f64, Vec<(Why, &'a str, f64)>);

    fn plan(m: &Module, spec: &[Spec]) -> PlanCost {
        let weights = Weights::new(m, 1);
        let mut pc = PlanCost::default();
        let mut used = vec![false; spec.len()];
        for op in program_ops(m) {
            let name = m.ops[op].name.as_str();
            if matches!(name, "builtin.module" | "func.func" | "sdy.mesh") {
                continue;
            }
            let mut cost = OpCost {
                op,
                weight: weights.of(m, op),
                work: Work::default(),
                compute_s: 0.0,
                collectives: vec![],
                transient_bytes: 0,
                views: vec![],
                shared_reshards: vec![],
                merged_into: None,
            };
            if let Some(i) = (0..spec.len()).find(|&i| !used[i] && spec[i].0 == name) {
                used[i] = true;
                cost.compute_s = spec[i].1;
                let o = &m.ops[op];
                for (why, axis, t) in &spec[i].2 {
                    let v = match why {
                        Why::Operand(k) | Why::Result(k) if o.results.is_empty() => o.operands[*k],
                        Why::Operand(k) => o.operands[*k],
                        _ => o.results[0],
                    };
                    cost.collectives.push(coll(*why, v, axis, *t));
                }
            }
            pc.compute_s += cost.weight * cost.compute_s;
            pc.comm_s += cost.weight * cost.comm_s();
            pc.ops.push(cost);
        }
        assert!(used.iter().all(|&u| u), "every spec entry names an op");
        pc
    }

    /// Axis `x` on link `a`, everything else on link `b`.
    fn links(_: OpId, c: &PlanCollective) -> String {
        if c.axes[0].name == "x" { "a" } else { "b" }.to_string()
    }

    fn spans(s: &Schedule) -> Vec<(String, f64, f64)> {
        s.tasks
            .iter()
            .map(|t| (t.stream.clone(), t.start_s, t.end_s))
            .collect()
    }

    const THREE: &str = r#"
func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.multiply %a, %a : tensor<8xf32>
  %1 = stablehlo.subtract %b, %b : tensor<8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
"#;

    #[test]
    fn a_result_collective_hides_behind_independent_compute() {
        // multiply [0,2]; its all-reduce on link a [2,5]; subtract (independent) [2,6];
        // add waits for both: [6,7]. Serial: 2+3+4+1 = 10.
        let m = parse(THREE);
        let pc = plan(
            &m,
            &[
                ("stablehlo.multiply", 2.0, vec![(Why::Result(0), "x", 3.0)]),
                ("stablehlo.subtract", 4.0, vec![]),
                ("stablehlo.add", 1.0, vec![]),
            ],
        );
        let s = schedule(&m, &pc, 1, &links);
        assert_eq!(s.overlapped_s, 7.0);
        assert_eq!(s.serial_s, 10.0);
        assert_eq!(s.serial_s, pc.serial_s());
        assert_eq!(s.exposed_comm_s(), 0.0);
        assert_eq!(
            spans(&s),
            vec![
                ("compute".into(), 0.0, 2.0),
                ("a".into(), 2.0, 5.0),
                ("compute".into(), 2.0, 6.0),
                ("compute".into(), 6.0, 7.0),
            ]
        );
    }

    #[test]
    fn a_dependent_chain_does_not_overlap() {
        // add needs the all-reduced %0: multiply [0,2], all-reduce [2,7], subtract
        // [2,3], add [7,8]: the compute stream waits 4.
        let m = parse(THREE);
        let pc = plan(
            &m,
            &[
                ("stablehlo.multiply", 2.0, vec![(Why::Result(0), "x", 5.0)]),
                ("stablehlo.subtract", 1.0, vec![]),
                ("stablehlo.add", 1.0, vec![]),
            ],
        );
        let s = schedule(&m, &pc, 1, &links);
        assert_eq!(s.overlapped_s, 8.0);
        assert_eq!(s.serial_s, 9.0);
        assert_eq!(s.exposed_comm_s(), 4.0);
    }

    #[test]
    fn operand_reshards_on_two_links_run_concurrently_one_link_serialises() {
        // add's two operand reshards: on links a and b they overlap ([0,3] and [0,2]),
        // add runs [3,4]; both on link a they queue ([0,3], [3,5]), add runs [5,6].
        let m = parse(
            r#"
func.func @main(%a: tensor<8xf32>, %b: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.add %a, %b : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#,
        );
        let two = plan(
            &m,
            &[(
                "stablehlo.add",
                1.0,
                vec![(Why::Operand(0), "x", 3.0), (Why::Operand(1), "y", 2.0)],
            )],
        );
        let s = schedule(&m, &two, 1, &links);
        assert_eq!(s.overlapped_s, 4.0);
        assert_eq!(s.busy_s["a"], 3.0);
        assert_eq!(s.busy_s["b"], 2.0);
        let one = plan(
            &m,
            &[(
                "stablehlo.add",
                1.0,
                vec![(Why::Operand(0), "x", 3.0), (Why::Operand(1), "x", 2.0)],
            )],
        );
        let s = schedule(&m, &one, 1, &links);
        assert_eq!(s.overlapped_s, 6.0);
        // Two steps of one operand's reshard run one after the other.
        let chain = plan(
            &m,
            &[(
                "stablehlo.add",
                1.0,
                vec![(Why::Operand(0), "x", 3.0), (Why::Operand(0), "y", 2.0)],
            )],
        );
        let s = schedule(&m, &chain, 1, &links);
        assert_eq!(spans(&s)[1], ("b".into(), 3.0, 5.0));
        assert_eq!(s.overlapped_s, 6.0);
    }

    #[test]
    fn a_while_body_is_scaled_by_its_trip_count() {
        // 4 iterations: the body's multiply (1 s) and its all-reduce (0.5 s) become 4 s
        // and 2 s; the negate after the loop is independent of it but in-order on the
        // compute stream: [4,5] while the all-reduce runs [4,6]; the return's reshard of
        // the loop result waits for it.
        let m = parse(
            r#"
func.func @main(%a: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %c0 = stablehlo.constant dense<0> : tensor<i32>
  %c4 = stablehlo.constant dense<4> : tensor<i32>
  %c1 = stablehlo.constant dense<1> : tensor<i32>
  %0:2 = stablehlo.while(%i = %c0, %x = %a) : tensor<i32>, tensor<8xf32>
   cond {
    %p = stablehlo.compare LT, %i, %c4 : (tensor<i32>, tensor<i32>) -> tensor<i1>
    stablehlo.return %p : tensor<i1>
  } do {
    %n = stablehlo.add %i, %c1 : tensor<i32>
    %y = stablehlo.multiply %x, %x : tensor<8xf32>
    stablehlo.return %n, %y : tensor<i32>, tensor<8xf32>
  }
  %1 = stablehlo.negate %a : tensor<8xf32>
  return %0#1, %1 : tensor<8xf32>, tensor<8xf32>
}
"#,
        );
        let pc = plan(
            &m,
            &[
                ("stablehlo.multiply", 1.0, vec![(Why::Result(0), "x", 0.5)]),
                ("stablehlo.negate", 1.0, vec![]),
                ("func.return", 0.0, vec![(Why::Result(0), "x", 1.0)]),
            ],
        );
        let s = schedule(&m, &pc, 1, &links);
        assert_eq!(s.serial_s, 4.0 + 2.0 + 1.0 + 1.0);
        assert_eq!(s.serial_s, pc.serial_s());
        assert_eq!(
            spans(&s),
            vec![
                ("compute".into(), 0.0, 4.0),
                ("a".into(), 4.0, 6.0),
                ("compute".into(), 4.0, 5.0),
                ("a".into(), 6.0, 7.0),
            ]
        );
        assert_eq!(s.overlapped_s, 7.0);
    }

    #[test]
    fn a_callee_runs_once_per_call_site() {
        // @g (2 s of compute, then a 1 s all-reduce of its result) called twice: the
        // second call is independent of the first, so its compute runs while the first
        // call's all-reduce does: [0,2] [2,3]a [2,4] [4,5]a, then add [5,6].
        let m = parse(
            r#"
func.func @main(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = call @g(%a) : (tensor<8xf32>) -> tensor<8xf32>
  %1 = call @g(%a) : (tensor<8xf32>) -> tensor<8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
func.func private @g(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}
"#,
        );
        let pc = plan(
            &m,
            &[
                ("stablehlo.add", 1.0, vec![]),
                ("stablehlo.multiply", 2.0, vec![(Why::Result(0), "x", 1.0)]),
            ],
        );
        let s = schedule(&m, &pc, 1, &links);
        assert_eq!(s.serial_s, pc.serial_s());
        assert_eq!(s.serial_s, 7.0);
        assert_eq!(s.overlapped_s, 6.0);
    }
}
