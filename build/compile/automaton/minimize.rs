//! The automaton minimized: Moore's refinement of its states, rejections'
//! offsets kept.

use super::{HashMap, HashSet};

type Minimized = (
    Vec<Vec<usize>>,
    Vec<bool>,
    Vec<u8>,
    Vec<Vec<usize>>,
    Vec<(String, usize)>,
);

/// The smallest automaton of the same languages and the same offsets of
/// rejection (Moore's refinement of the states by acceptance and by how far
/// back a rejection stands, then by the blocks their classes lead to),
/// state 0 still the empty language, the rest numbered breadth first.
pub(super) fn minimize(
    next: Vec<Vec<usize>>,
    accepting: Vec<bool>,
    back: Vec<u8>,
    serves: Vec<Vec<usize>>,
    entries: Vec<(String, usize)>,
) -> Minimized {
    // The empty language stays a block of its own.
    let mut first: HashMap<Option<(bool, u8)>, usize> = [(None, 0)].into_iter().collect();
    let mut block: Vec<usize> = (0..next.len())
        .map(|s| {
            let key = (s != 0).then_some((accepting[s], back[s]));
            let count = first.len();
            *first.entry(key).or_insert(count)
        })
        .collect();
    loop {
        let mut numbers: HashMap<(usize, Vec<usize>), usize> = HashMap::default();
        let refined: Vec<usize> = (0..next.len())
            .map(|s| {
                let key = (block[s], next[s].iter().map(|&t| block[t]).collect());
                let count = numbers.len();
                *numbers.entry(key).or_insert(count)
            })
            .collect();
        let before = block.iter().collect::<HashSet<_>>().len();
        let stable = numbers.len() == before;
        block = refined;
        if stable {
            break;
        }
    }
    // Renumber breadth first from the empty state and the entries.
    let mut number: HashMap<usize, usize> = HashMap::default();
    let mut order: Vec<usize> = Vec::new();
    let visit = |s: usize, number: &mut HashMap<usize, usize>, order: &mut Vec<usize>| {
        *number.entry(block[s]).or_insert_with(|| {
            order.push(s);
            order.len() - 1
        })
    };
    visit(0, &mut number, &mut order);
    let entries: Vec<(String, usize)> = entries
        .into_iter()
        .map(|(name, s)| (name, visit(s, &mut number, &mut order)))
        .collect();
    let mut i = 0;
    while i < order.len() {
        let s = order[i];
        for &t in &next[s] {
            visit(t, &mut number, &mut order);
        }
        i += 1;
    }
    let mut merged_serves: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
    for (s, rules) in serves.into_iter().enumerate() {
        if let Some(&n) = number.get(&block[s]) {
            merged_serves[n].extend(rules);
        }
    }
    for rules in &mut merged_serves {
        rules.sort_unstable();
        rules.dedup();
    }
    let new_next = order
        .iter()
        .map(|&s| next[s].iter().map(|&t| number[&block[t]]).collect())
        .collect();
    let new_accepting = order.iter().map(|&s| accepting[s]).collect();
    let new_back = order.iter().map(|&s| back[s]).collect();
    (new_next, new_accepting, new_back, merged_serves, entries)
}
