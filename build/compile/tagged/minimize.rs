//! The tagged automaton minimized: Moore's refinement, as the untagged
//! automaton's (`automaton.rs`), with the operations in the rows.

use super::{HashMap, HashSet, Source};

/// Each state's row and acceptance, as built.
pub(super) type Rows = Vec<Vec<(usize, usize)>>;
pub(super) type Accepts = Vec<Option<Spans>>;

/// The spans a state reports where the input ends: each tag, where it
/// starts and ends.
pub(super) type Spans = Vec<(usize, Source, Source)>;

/// The smallest automaton that reads the same inputs into the same
/// registers: Moore's refinement of the states by what they report where
/// the input ends, then by the blocks and operations of their rows. State
/// 0 stays the dead state; the rest are numbered breadth first from the
/// entries, whose numbers are renewed in place. The notes of merged states
/// are merged.
pub(super) fn minimize(
    next: Rows,
    accepts: Accepts,
    notes: Vec<Vec<String>>,
    entries: &mut [(String, usize)],
) -> (Rows, Accepts, Vec<Vec<String>>) {
    let mut first: HashMap<Option<&Option<Spans>>, usize> = [(None, 0)].into_iter().collect();
    let mut block: Vec<usize> = (0..next.len())
        .map(|s| {
            let key = (s != 0).then_some(&accepts[s]);
            let count = first.len();
            *first.entry(key).or_insert(count)
        })
        .collect();
    loop {
        let mut numbers: HashMap<(usize, Vec<(usize, usize)>), usize> = HashMap::default();
        let refined: Vec<usize> = (0..next.len())
            .map(|s| {
                let row = next[s].iter().map(|&(t, op)| (block[t], op)).collect();
                let count = numbers.len();
                *numbers.entry((block[s], row)).or_insert(count)
            })
            .collect();
        let before = block.iter().collect::<HashSet<_>>().len();
        block = refined;
        if numbers.len() == before {
            break;
        }
    }
    let mut number: HashMap<usize, usize> = HashMap::default();
    let mut order: Vec<usize> = Vec::new();
    let mut visit = |s: usize, order: &mut Vec<usize>| {
        *number.entry(block[s]).or_insert_with(|| {
            order.push(s);
            order.len() - 1
        })
    };
    visit(0, &mut order);
    for (_, s) in entries.iter_mut() {
        *s = visit(*s, &mut order);
    }
    let mut i = 0;
    while i < order.len() {
        for &(t, _) in &next[order[i]] {
            visit(t, &mut order);
        }
        i += 1;
    }
    let mut merged: Vec<Vec<String>> = vec![Vec::new(); order.len()];
    for (s, rules) in notes.into_iter().enumerate() {
        merged[visit(s, &mut order)].extend(rules);
    }
    for rules in &mut merged {
        rules.sort_unstable();
        rules.dedup();
    }
    let rows = order
        .iter()
        .map(|&s| {
            next[s]
                .iter()
                .map(|&(t, op)| (visit(t, &mut Vec::new()), op))
                .collect()
        })
        .collect();
    let accepts = order.iter().map(|&s| accepts[s].clone()).collect();
    (rows, accepts, merged)
}
