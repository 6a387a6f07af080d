//! Windowed ops as XLA's `HloCostAnalysis` counts them: convolution FLOPs (valid kernel
//! positions per spatial dim, walked as XLA walks them) and the reduction count of a
//! reduce-window.

use crate::hlo::ir::{HloModule, Instruction, WindowDim};

use super::xla::{dim, elements, operand_shape};

/// Dims of a convolution from `dim_labels=b01f_01io->b01f`: (batch, feature, spatial
/// dims in spatial order) per tensor.
struct ConvLabels {
    input: (i64, i64, Vec<i64>),
    kernel: (i64, i64, Vec<i64>),
    output: (i64, i64, Vec<i64>),
}

/// One tensor's labels: `(major, minor, spatial)` where major/minor are the positions of
/// `a`/`b` (`b`/`f` for activations, `i`/`o` for the kernel).
fn labels(text: &str, a: char, b: char) -> Option<(i64, i64, Vec<i64>)> {
    let pos = |c: char| text.chars().position(|x| x == c).map(|p| p as i64);
    let mut spatial: Vec<(u32, i64)> = text
        .chars()
        .enumerate()
        .filter_map(|(p, c)| c.to_digit(10).map(|d| (d, p as i64)))
        .collect();
    spatial.sort_unstable();
    Some((pos(a)?, pos(b)?, spatial.into_iter().map(|s| s.1).collect()))
}

fn conv_labels(i: &Instruction) -> Option<ConvLabels> {
    let text = i.parsed.dim_labels.as_deref()?;
    let (ins, out) = text.split_once("->")?;
    let (lhs, rhs) = ins.split_once('_')?;
    Some(ConvLabels {
        input: labels(lhs, 'b', 'f')?,
        kernel: labels(rhs, 'i', 'o')?,
        output: labels(out, 'b', 'f')?,
    })
}

/// Valid (output, kernel) position pairs along one spatial dim, as XLA counts them.
fn valid_positions(w: &WindowDim, input: i64, kernel: i64, output: i64) -> i64 {
    if input == output
        && kernel == output
        && input == w.lhs_dilate
        && w.rhs_dilate == 1
        && (input - 1).max(1) == w.stride
        && w.pad_lo == 0
        && w.pad_hi == 0
    {
        return input;
    }
    if input == 1
        && kernel == output
        && w.rhs_dilate == 1
        && w.lhs_dilate == 1
        && w.stride == 1
        && w.pad_hi == output - 1
        && w.pad_lo == output - 1
    {
        return output;
    }
    let mut count = 0;
    for k in 0..kernel {
        if w.stride == 1 && w.lhs_dilate == 1 {
            let base = w.pad_lo - k * w.rhs_dilate;
            count += ((input + base).min(output) - base.max(0)).max(0);
            continue;
        }
        for o in 0..output {
            let undilated = o * w.stride - w.pad_lo + k * w.rhs_dilate;
            let index = if w.lhs_dilate > 1 {
                undilated / w.lhs_dilate
            } else {
                undilated
            };
            if undilated != index * w.lhs_dilate.max(1) || index < 0 || index >= input {
                continue;
            }
            count += 1;
        }
    }
    count
}

/// 2 per multiply-add: in-features/feature groups · out-features · batch/batch groups ·
/// the product of valid positions per spatial dim.
pub fn convolution_flops(m: &HloModule, i: &Instruction) -> f64 {
    let Some(l) = conv_labels(i) else {
        return 0.0;
    };
    let lhs = operand_shape(m, i, 0);
    let rhs = operand_shape(m, i, 1);
    let out = &i.shape;
    let in_features = dim(lhs, l.input.1);
    let out_features = dim(out, l.output.1);
    let batch = dim(lhs, l.input.0);
    let window: Vec<WindowDim> = i.parsed.window.clone().unwrap_or_default();
    let mut positions: i64 = 1;
    for (s, w) in window.iter().enumerate() {
        let input = l.input.2.get(s).map_or(1, |&d| dim(lhs, d));
        let kernel = l.kernel.2.get(s).map_or(1, |&d| dim(rhs, d));
        let output = l.output.2.get(s).map_or(1, |&d| dim(out, d));
        positions *= valid_positions(w, input, kernel, output);
    }
    let groups = i.parsed.feature_group_count.unwrap_or(1).max(1);
    let batch_groups = i.parsed.batch_group_count.unwrap_or(1).max(1);
    let fma = (in_features / groups) * out_features * (batch / batch_groups) * positions;
    2.0 * fma as f64
}

/// Elements of a window (the product of its sizes).
pub fn window_elements(i: &Instruction) -> f64 {
    i.parsed
        .window
        .as_ref()
        .map_or(1.0, |w| w.iter().map(|d| d.size as f64).product())
}

/// How many times a reduce-window applies its reducer: `(window − 1)` per result
/// element, or, for a window that is a reduce along one dim broadcast back (size
/// `2n − 1`, padding `n − 1` on both sides), `elements / n + n − 1`.
pub fn reduce_window_count(i: &Instruction) -> f64 {
    let window: Vec<WindowDim> = i.parsed.window.clone().unwrap_or_default();
    let out = i.shape.tuple_elements().first().unwrap_or(&i.shape);
    let out_elements = elements(out);
    let window_elements = window_elements(i);
    let reducing = window.iter().filter(|d| d.size != 1).count();
    let padded = window
        .iter()
        .filter(|d| d.pad_lo != 0 || d.pad_hi != 0)
        .count();
    if reducing == 1 && padded == 1 && !i.shape.is_tuple() {
        let found = window.iter().enumerate().find(|(_, d)| {
            d.size != 1
                && d.pad_lo != 0
                && d.pad_hi != 0
                && d.pad_lo == d.pad_hi
                && d.size == 2 * d.pad_lo + 1
        });
        if let Some((k, d)) = found {
            let n = dim(&i.shape, k as i64);
            if d.pad_lo == n - 1 && n > 0 {
                let n = n as f64;
                return (out_elements / n).floor() + (n - 1.0);
            }
        }
    }
    (window_elements - 1.0) * out_elements
}
