//! The few HiGHS C calls the `highs` crate does not wrap. All `unsafe` of the crate lives here.

use highs_sys::{HighsInt, STATUS_ERROR};
use std::ffi::{c_void, CStr};

/// Shuts down this OS thread's HiGHS task scheduler so that the next solve starts one with the
/// thread count of its own options.
///
/// HiGHS keeps one scheduler per calling thread, created by the first solve with that solve's
/// `threads`; a later solve on the same thread asking for a different count fails. Resetting
/// before each solve makes every solve independent of earlier ones (and of which test ran first
/// on a reused thread). Solves are synchronous, so no solve is running on this thread now.
pub(crate) fn reset_scheduler() {
    // SAFETY: no HiGHS call is in progress on this thread; blocking=1 joins the workers.
    unsafe { highs_sys::Highs_resetGlobalScheduler(1) }
}

/// Sets the objective's constant term. False if HiGHS refuses.
pub(crate) fn change_objective_offset(highs: *mut c_void, offset: f64) -> bool {
    // SAFETY: `highs` comes from a live `highs::Model`.
    unsafe { highs_sys::Highs_changeObjectiveOffset(highs, offset) != STATUS_ERROR }
}

/// Passes a (possibly partial) primal start `(column, value)`. False if HiGHS refuses.
pub(crate) fn set_sparse_solution(highs: *mut c_void, entries: &[(HighsInt, f64)]) -> bool {
    let Ok(n) = HighsInt::try_from(entries.len()) else {
        return false;
    };
    let index: Vec<HighsInt> = entries.iter().map(|&(i, _)| i).collect();
    let value: Vec<f64> = entries.iter().map(|&(_, v)| v).collect();
    // SAFETY: `highs` is live; both arrays hold `n` elements and outlive the call (HiGHS copies).
    unsafe {
        highs_sys::Highs_setSparseSolution(highs, n, index.as_ptr(), value.as_ptr()) != STATUS_ERROR
    }
}

/// A 64-bit integer info value (such as `mip_node_count`), or `None` if HiGHS has no such info.
pub(crate) fn int64_info(highs: *const c_void, name: &CStr) -> Option<i64> {
    let mut value: i64 = 0;
    // SAFETY: `highs` is live, `name` is NUL-terminated, `value` is a valid out pointer.
    let status = unsafe { highs_sys::Highs_getInt64InfoValue(highs, name.as_ptr(), &mut value) };
    (status != STATUS_ERROR).then_some(value)
}

/// The raw model status code (`kHighsModelStatus*`).
pub(crate) fn model_status(highs: *const c_void) -> HighsInt {
    // SAFETY: `highs` is live.
    unsafe { highs_sys::Highs_getModelStatus(highs) }
}

/// The MIP callback: forwards HiGHS's logging and improving-solution events to the
/// observer behind `user_data` (a `*const ProgressFn`).
unsafe extern "C" fn progress_callback(
    _kind: std::os::raw::c_int,
    _message: *const std::os::raw::c_char,
    data_out: *const highs_sys::HighsCallbackDataOut,
    _data_in: *mut highs_sys::HighsCallbackDataIn,
    user_data: *mut c_void,
) {
    if data_out.is_null() || user_data.is_null() {
        return;
    }
    // SAFETY: HiGHS passes a valid `data_out` for the duration of the call; `user_data`
    // is the `ProgressFn` that `set_progress` registered, alive until the solve returns.
    let (out, f) = unsafe {
        (
            &*data_out,
            &*(user_data as *const crate::options::ProgressFn),
        )
    };
    let p = crate::options::Progress {
        incumbent: out.mip_primal_bound,
        bound: out.mip_dual_bound,
        gap: out.mip_gap,
        nodes: out.mip_node_count,
        seconds: out.running_time,
    };
    // A panic must not unwind into C.
    let _ = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| (f.0)(p)));
}

/// Registers `f` for MIP logging and improving-solution events. `f` must outlive the
/// solve. False if HiGHS refuses.
pub(crate) fn set_progress(highs: *mut c_void, f: &crate::options::ProgressFn) -> bool {
    // SAFETY: `highs` is live; `f` outlives the solve (the caller holds it across it).
    unsafe {
        highs_sys::Highs_setCallback(
            highs,
            Some(progress_callback),
            f as *const crate::options::ProgressFn as *mut c_void,
        ) != STATUS_ERROR
            && highs_sys::Highs_startCallback(
                highs,
                highs_sys::kHighsCallbackMipLogging as HighsInt,
            ) != STATUS_ERROR
            && highs_sys::Highs_startCallback(
                highs,
                highs_sys::kHighsCallbackMipImprovingSolution as HighsInt,
            ) != STATUS_ERROR
    }
}
