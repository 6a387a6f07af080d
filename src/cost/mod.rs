//! The cost model: what a sharded program costs on real hardware.
//!
//! - [`hardware`]: chip and link profiles read from `datasets/hardware/*.csv`;
//! - [`links`]: which link kind each mesh axis communicates over;
//! - [`collective`]: alpha-beta time of each collective along one axis, and of
//!   multi-axis collectives as sequences of per-axis ones;
//! - [`shard`]: per-device shapes and bytes of a tensor under a sharding;
//! - [`reshard`]: the exact per-axis collectives that turn one sharding of a tensor into
//!   another, with bytes and time;
//! - [`reshard_xla`]: the collectives XLA's SPMD partitioner emits for a reshard (its
//!   tile-count rules, else the planner's steps); what plans are priced with;
//! - [`simulate`]: the independent checker of a reshard, a per-device simulation of
//!   which elements every device holds;
//! - [`fusion`]: which values live in HBM and which stay inside an XLA fusion;
//! - [`compute`]: per-op FLOPs, transcendentals and bytes, per device, and roofline time;
//! - [`weights`]: how often each op runs (loop trip counts, call counts);
//! - [`once`]: what a plan pays once (identical constants and scalar broadcasts, one
//!   reshard of a value to a sharding shared by its readers);
//! - [`plan`]: a fully sharded module's cost, op by op: the collectives each op needs
//!   (from its sharding rule), compute, and totals;
//! - [`memory`]: per-device memory over program order (live ranges), its peak and the
//!   values that form it;
//! - [`schedule`]: the overlapped step time, a list schedule of compute and
//!   collectives on one compute stream and one stream per link kind;
//! - [`emit`]: the module with the charged collectives as explicit `sdy` collective
//!   ops (`--emit-collectives`);
//! - [`report`]: the text summary and per-op CSV rows of `autoshard cost`;
//! - [`json`]: the same summary as JSON (`--json`).
//!
//! Architecture invariant: the cost model reads the IR and never changes it; every
//! function returns values or errors (user input never panics), and only the CLI prints.

pub mod collective;
pub mod compute;
pub mod emit;
pub mod fusion;
pub mod hardware;
pub mod json;
pub mod links;
pub mod memory;
pub mod once;
pub mod plan;
pub mod report;
pub mod reshard;
pub mod reshard_xla;
pub mod schedule;
pub mod shard;
pub mod simulate;
pub mod weights;
pub mod xla_cpu;

pub use collective::{AllReduceAlgorithm, CollectiveKind, CollectiveOptions};
pub use compute::{op_work, Precision, Work};
pub use hardware::{load_profile, HardwareError, HardwareProfile, Link};
pub use links::{parse_axis_links, LinkMap};
pub use plan::{evaluate, OpCost, PlanCollective, PlanCost, PlanOptions};
pub use reshard::{reshard, reshard_shape, Reshard, ReshardError, ReshardStep, ShardState};
pub use simulate::{check_reshard, SimError};
