//! Questions analyses ask of an [`HloModule`]: users, async chains, callees, walks and
//! names. All answers follow text order, so they are deterministic.

use super::ir::{AsyncRole, CallRole, CompId, Computation, HloModule, InstrId, Instruction};
use super::opcode::Opcode;

/// An asynchronous operation from its start to its done.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AsyncChain {
    pub start: InstrId,
    /// `async-update`s between start and done, in chain order.
    pub updates: Vec<InstrId>,
    /// `None` when the start has no done (malformed, or a start whose done is missing).
    pub done: Option<InstrId>,
    /// For `async-start` (`calls=` or sugared): the wrapped computation...
    pub wrapped_comp: Option<CompId>,
    /// ...and its root, the operation that runs asynchronously.
    pub wrapped_instr: Option<InstrId>,
}

impl HloModule {
    /// The instruction `id`.
    pub fn instr(&self, id: InstrId) -> &Instruction {
        &self.instrs[id]
    }
    /// The computation `id`.
    pub fn comp(&self, id: CompId) -> &Computation {
        &self.computations[id]
    }
    /// The entry computation.
    pub fn entry_comp(&self) -> &Computation {
        &self.computations[self.entry]
    }
    /// Instructions reading `id`'s result, in text order, each once.
    pub fn users(&self, id: InstrId) -> &[InstrId] {
        self.users.get(id.0 as usize).map_or(&[], Vec::as_slice)
    }
    /// Recomputes the derived tables, [`HloModule::users`] and [`HloModule::callers`],
    /// from the operands and called computations (after building or editing).
    pub fn rebuild_users(&mut self) {
        let mut callers = vec![Vec::new(); self.computations.len()];
        for &c in &self.comp_order {
            for &i in &self.computations[c].instrs {
                for &(role, callee) in &self.instrs[i].called {
                    callers[callee.0 as usize].push((i, role));
                }
            }
        }
        self.callers = callers;
        let mut users = vec![Vec::new(); self.instrs.len()];
        for &c in &self.comp_order {
            for &i in &self.computations[c].instrs {
                for &o in &self.instrs[i].operands {
                    let u: &mut Vec<InstrId> = &mut users[o.0 as usize];
                    if u.last() != Some(&i) && !u.contains(&i) {
                        u.push(i);
                    }
                }
            }
        }
        self.users = users;
    }
    /// The instructions of `comp` in text (schedule) order.
    pub fn walk(&self, comp: CompId) -> impl Iterator<Item = (InstrId, &Instruction)> {
        self.computations[comp]
            .instrs
            .iter()
            .map(move |&i| (i, &self.instrs[i]))
    }
    /// Every instruction of every computation, computations in written order.
    pub fn walk_all(&self) -> impl Iterator<Item = (InstrId, &Instruction)> {
        self.comp_order.iter().flat_map(move |&c| self.walk(c))
    }
    /// The computations `id` calls, with their roles.
    pub fn called_computations(&self, id: InstrId) -> &[(CallRole, CompId)] {
        &self.instrs[id].called
    }
    /// The instructions calling `comp` (with the role), in text order.
    pub fn callers(&self, comp: CompId) -> &[(InstrId, CallRole)] {
        self.callers.get(comp.0 as usize).map_or(&[], Vec::as_slice)
    }
    /// The `async-start` whose wrapped computation `comp` is, if any.
    pub fn async_wrapper(&self, comp: CompId) -> Option<InstrId> {
        self.callers(comp)
            .iter()
            .find(|&&(i, role)| {
                role == CallRole::Calls && self.instrs[i].opcode == Opcode::AsyncStart
            })
            .map(|&(i, _)| i)
    }
    /// The computation named `name` (without `%`).
    pub fn comp_by_name(&self, name: &str) -> Option<CompId> {
        let name = name.strip_prefix('%').unwrap_or(name);
        self.comp_order
            .iter()
            .copied()
            .find(|&c| self.computations[c].name == name)
    }
    /// The instruction named `name` in `comp`.
    pub fn instr_in(&self, comp: CompId, name: &str) -> Option<InstrId> {
        let name = name.strip_prefix('%').unwrap_or(name);
        self.walk(comp)
            .find(|(_, i)| i.name == name)
            .map(|(i, _)| i)
    }
    /// The first instruction named `name` in the module (computations in written order).
    pub fn instr_by_name(&self, name: &str) -> Option<InstrId> {
        let name = name.strip_prefix('%').unwrap_or(name);
        self.walk_all()
            .find(|(_, i)| i.name == name)
            .map(|(i, _)| i)
    }
    /// The chain of an asynchronous start (`async-start`, `all-gather-start`, ...,
    /// `send`, `recv`): its updates, its done, and for `async-start` the wrapped
    /// computation and instruction. `None` when `start` is not a start.
    pub fn async_chain(&self, start: InstrId) -> Option<AsyncChain> {
        let op = &self.instrs[start].opcode;
        if op.async_role() != Some(AsyncRole::Start) {
            return None;
        }
        let done_op = op.done_for_start()?;
        let mut chain = AsyncChain {
            start,
            updates: vec![],
            done: None,
            wrapped_comp: None,
            wrapped_instr: None,
        };
        if *op == Opcode::AsyncStart {
            chain.wrapped_comp = self.instrs[start].callee(CallRole::Calls);
            chain.wrapped_instr = chain.wrapped_comp.and_then(|c| self.computations[c].root);
        }
        let mut cur = start;
        'follow: loop {
            for &u in self.users(cur) {
                let uop = &self.instrs[u].opcode;
                if *uop == done_op {
                    chain.done = Some(u);
                    break 'follow;
                }
                if *uop == Opcode::AsyncUpdate && !chain.updates.contains(&u) {
                    chain.updates.push(u);
                    cur = u;
                    continue 'follow;
                }
            }
            break;
        }
        Some(chain)
    }
    /// The start of the chain an update or done belongs to (following operand 0).
    pub fn async_start_of(&self, id: InstrId) -> Option<InstrId> {
        let mut cur = id;
        for _ in 0..=self.instrs.len() {
            match self.instrs[cur].opcode.async_role()? {
                AsyncRole::Start => return Some(cur),
                _ => cur = *self.instrs[cur].operands.first()?,
            }
        }
        None
    }
    /// Collectives of the module (synchronous ones and the starts of async ones, also
    /// when wrapped by an `async-start`): their count over every computation.
    pub fn collective_count(&self) -> usize {
        self.walk_all()
            .filter(|(_, i)| i.opcode.is_collective() && !self.is_async_wrapped(i.parent))
            .count()
            + self
                .walk_all()
                .filter(|(_, i)| {
                    i.opcode == Opcode::AsyncStart
                        && i.callee(CallRole::Calls)
                            .and_then(|c| self.computations[c].root)
                            .is_some_and(|r| self.instrs[r].opcode.is_collective())
                })
                .count()
    }
    /// Whether `comp` is called by an `async-start` (its instructions run inside it).
    pub fn is_async_wrapped(&self, comp: CompId) -> bool {
        self.async_wrapper(comp).is_some()
    }
}
