//! The removal pass of [`super::minimal`]: drop every annotation the plan does not need,
//! at any annotation count.
//!
//! Annotations are tried in chunks (last added first): a chunk whose removal leaves the
//! propagated module no further from the plan (no more misses than with every
//! annotation: none when the plan is reproduced exactly) is dropped whole. When it is
//! not, the annotations of the chunk at a point that now misses are *blamed*: each is
//! then tried alone, and the rest of the chunk is tried again; a chunk with nothing
//! blamed is split in halves, down to single annotations. Every dropped annotation is
//! verified by a propagation, and every kept one was needed when tried alone, as when
//! dropping them one by one, whatever the count (a blamed annotation is often needed
//! only with its group: a pin upstream of it gone, say).

use std::collections::BTreeSet;

use super::minimal::{Annotation, Point};

/// What the pass did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Removal {
    /// Annotations dropped.
    pub dropped: usize,
    /// Propagations it ran.
    pub propagations: usize,
    /// Misses of the annotations left: at most `base`, fewer when a removal helped.
    pub misses: usize,
}

/// Drops from `anns` every annotation not in `kept` whose removal keeps the misses at
/// most `base` (`misses(anns)`: for each miss of a set of annotations, the points an
/// annotation could fix it at; one propagation each). A removal that leaves fewer
/// misses lowers the bound for the next ones (an annotation can be in the way: then
/// what it gave back is kept), and the result says how many are left.
pub fn prune(
    anns: &mut Vec<Annotation>,
    kept: &BTreeSet<Point>,
    mut base: usize,
    misses: &mut dyn FnMut(&[Annotation]) -> Result<Vec<Vec<Point>>, String>,
) -> Result<Removal, String> {
    let candidates: Vec<usize> = (0..anns.len())
        .rev()
        .filter(|&i| !kept.contains(&anns[i].point))
        .collect();
    let mut dropped: BTreeSet<usize> = BTreeSet::new();
    let mut stack: Vec<Vec<usize>> = Vec::new();
    if !candidates.is_empty() {
        stack.push(candidates);
    }
    let mut propagations = 0;
    while let Some(chunk) = stack.pop() {
        let trial: Vec<Annotation> = anns
            .iter()
            .enumerate()
            .filter(|(i, _)| !dropped.contains(i) && !chunk.contains(i))
            .map(|(_, a)| a.clone())
            .collect();
        propagations += 1;
        let missed = misses(&trial)?;
        if missed.len() <= base {
            base = missed.len();
            dropped.extend(chunk);
            continue;
        }
        if chunk.len() == 1 {
            continue; // needed
        }
        let at: BTreeSet<Point> = missed.into_iter().flatten().collect();
        let (blamed, rest): (Vec<usize>, Vec<usize>) =
            chunk.iter().partition(|&&i| at.contains(&anns[i].point));
        if blamed.is_empty() || rest.is_empty() {
            let (first, second) = chunk.split_at(chunk.len() / 2);
            stack.push(second.to_vec());
            stack.push(first.to_vec());
            continue;
        }
        stack.extend(blamed.iter().rev().map(|&i| vec![i]));
        stack.push(rest);
    }
    let mut i = 0;
    anns.retain(|_| {
        i += 1;
        !dropped.contains(&(i - 1))
    });
    Ok(Removal {
        dropped: dropped.len(),
        propagations,
        misses: base,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::sdy::TensorSharding;
    use crate::ir::ValueId;

    fn ann(v: u32) -> Annotation {
        Annotation {
            point: Point::Value(ValueId(v)),
            sharding: TensorSharding::empty(
                crate::ir::sdy::MeshRef::Symbol("mesh".into()),
                1,
                true,
            ),
            original: None,
            reshard: false,
            via: Vec::new(),
        }
    }

    /// Needed: values 3 and 17 (a miss each when absent); 40 annotations, 2 kept by
    /// `kept`; the pass keeps exactly the needed ones and the kept ones, in far fewer
    /// propagations than one per annotation.
    #[test]
    fn keeps_exactly_what_is_needed() {
        let mut anns: Vec<Annotation> = (0..40).map(ann).collect();
        let kept: BTreeSet<Point> = [Point::Value(ValueId(5)), Point::Value(ValueId(6))].into();
        let needed = [3u32, 17];
        let mut misses = |a: &[Annotation]| -> Result<Vec<Vec<Point>>, String> {
            Ok(needed
                .iter()
                .filter(|&&n| !a.iter().any(|x| x.point == Point::Value(ValueId(n))))
                .map(|&n| vec![Point::Value(ValueId(n))])
                .collect())
        };
        let r = prune(&mut anns, &kept, 0, &mut misses).unwrap();
        let left: Vec<Point> = anns.iter().map(|a| a.point).collect();
        assert_eq!(
            left,
            [3, 5, 6, 17].map(|v| Point::Value(ValueId(v))).to_vec()
        );
        assert_eq!(r.dropped, 36);
        assert!(r.propagations < 10, "{r:?}");
    }

    /// Not exact: the base is the misses with every annotation; nothing that makes
    /// them more is dropped.
    #[test]
    fn keeps_the_closest_set_when_not_exact() {
        let mut anns: Vec<Annotation> = (0..10).map(ann).collect();
        let mut misses = |a: &[Annotation]| -> Result<Vec<Vec<Point>>, String> {
            // One miss always (nowhere to fix it); one more without value 7.
            let mut m = vec![vec![]];
            if !a.iter().any(|x| x.point == Point::Value(ValueId(7))) {
                m.push(vec![Point::Value(ValueId(7))]);
            }
            Ok(m)
        };
        let r = prune(&mut anns, &BTreeSet::new(), 1, &mut misses).unwrap();
        assert_eq!(anns.len(), 1);
        assert_eq!(anns[0].point, Point::Value(ValueId(7)));
        assert_eq!(r.dropped, 9);
        assert_eq!(r.misses, 1);
    }

    /// An annotation in the way (value 4: a miss while it stands) and one needed (value
    /// 7: two misses without it): removing the first leaves no miss, which is then the
    /// bound (7 stays) and the result (exact, although the set started with a miss).
    #[test]
    fn a_removal_that_helps_lowers_the_bound_and_is_reported() {
        let mut anns: Vec<Annotation> = (0..10).map(ann).collect();
        let has = |a: &[Annotation], v| a.iter().any(|x| x.point == Point::Value(ValueId(v)));
        let mut misses = |a: &[Annotation]| -> Result<Vec<Vec<Point>>, String> {
            let mut m = Vec::new();
            if has(a, 4) {
                m.push(vec![]);
            }
            if !has(a, 7) {
                m.extend([
                    vec![Point::Value(ValueId(7))],
                    vec![Point::Value(ValueId(7))],
                ]);
            }
            Ok(m)
        };
        let r = prune(&mut anns, &BTreeSet::new(), 1, &mut misses).unwrap();
        let left: Vec<Point> = anns.iter().map(|a| a.point).collect();
        assert_eq!(left, [Point::Value(ValueId(7))]);
        assert_eq!(r.misses, 0);
    }

    /// Above 400 annotations (the old limit, above which a blamed annotation was kept
    /// without a trial of its own): value 10 is needed only without value 20 (a pin
    /// upstream of it, say), so removing everything blames both; tried alone, 10 goes
    /// and 20 stays.
    #[test]
    fn a_blamed_annotation_is_tried_alone_at_any_count() {
        let mut anns: Vec<Annotation> = (0..1000).map(ann).collect();
        let has = |a: &[Annotation], v| a.iter().any(|x| x.point == Point::Value(ValueId(v)));
        let mut misses = |a: &[Annotation]| -> Result<Vec<Vec<Point>>, String> {
            let mut m = Vec::new();
            if !has(a, 20) {
                m.push(vec![Point::Value(ValueId(20))]);
                if !has(a, 10) {
                    m.push(vec![Point::Value(ValueId(10))]);
                }
            }
            Ok(m)
        };
        let r = prune(&mut anns, &BTreeSet::new(), 0, &mut misses).unwrap();
        let left: Vec<Point> = anns.iter().map(|a| a.point).collect();
        assert_eq!(left, [Point::Value(ValueId(20))]);
        assert_eq!((r.dropped, r.misses), (999, 0));
        assert!(r.propagations < 10, "{r:?}");
    }
}
