//! The tagged automaton refined by the automaton whose dead ends are the
//! grammar's errors (the explaining automaton, or in `uri-draft` and
//! `rfc1630` the untagged one that decides): each state split by that
//! automaton's state at the same place of the input, so that where the
//! tagged automaton rejects, the dead end is known without reading the
//! input again.
//!
//! Both automata read the same inputs, byte for byte over the same
//! classes, so running them side by side is running their product: the
//! pairs of states reached together, breadth first from the entry points.
//! A pair keeps its tagged state's row (the operations), its acceptance
//! and its notes; only the number of states grows (`rfc2396`: 697 tagged
//! and 252 explaining states make 1,119 pairs).

use super::HashMap;
use super::{Partner, Tagged};

impl Tagged {
    /// The product of this automaton with `partner`, the automaton whose
    /// rows are `next` (`next[state][class]`, state 0 the dead one),
    /// whose accepting states are `accepting` and whose start states are
    /// `entries` (by rule, as this automaton's): every state a pair, its
    /// partner's state kept in `explaining`. Err where the two disagree
    /// on an input (the one dead or accepting where the other is not),
    /// which would be a fault of the construction. Where `dead_end_decides`,
    /// a rejection's offset is taken from its dead end where its error is
    /// (`dead_end_decides` in the generated code).
    pub(in super::super) fn refined(
        &self,
        next: &[Vec<usize>],
        accepting: &[bool],
        entries: &[(String, usize)],
        dead_end_decides: bool,
        partner: Partner,
    ) -> Result<Tagged, String> {
        let mut pairs: Vec<(usize, usize)> = vec![(0, 0)];
        let mut index: HashMap<(usize, usize), usize> = [((0, 0), 0)].into_iter().collect();
        let mut intern = |pair: (usize, usize), pairs: &mut Vec<(usize, usize)>| {
            *index.entry(pair).or_insert_with(|| {
                pairs.push(pair);
                pairs.len() - 1
            })
        };
        let mut starts = Vec::with_capacity(self.entries.len());
        for (name, tagged) in &self.entries {
            let Some(&(_, explaining)) = entries.iter().find(|(rule, _)| rule == name) else {
                return Err(format!(
                    "the explaining automaton has no entry point `{name}`"
                ));
            };
            starts.push((name.clone(), intern((*tagged, explaining), &mut pairs)));
        }
        let mut rows = Vec::new();
        let mut done = 0;
        while done < pairs.len() {
            let (t, e) = pairs[done];
            let accepts = self.accepts[t].is_some();
            if t != 0 && accepts != accepting[e] {
                return Err(format!(
                    "tagged state {t} and explaining state {e} disagree on acceptance"
                ));
            }
            let mut row = Vec::with_capacity(self.next[t].len());
            for (class, &(to, op)) in self.next[t].iter().enumerate() {
                let after = next[e].get(class).copied().unwrap_or(0);
                if (to == 0) != (after == 0) {
                    return Err(format!(
                        "tagged state {t} and explaining state {e} disagree on class {class}"
                    ));
                }
                let to = if to == 0 {
                    0
                } else {
                    intern((to, after), &mut pairs)
                };
                row.push((to, op));
            }
            rows.push(row);
            done += 1;
        }
        Ok(Tagged {
            tags: self.tags.clone(),
            notes: pairs.iter().map(|&(t, _)| self.notes[t].clone()).collect(),
            next: rows,
            ops: self.ops.clone(),
            op_notes: self.op_notes.clone(),
            accepts: pairs
                .iter()
                .map(|&(t, _)| self.accepts[t].clone())
                .collect(),
            registers: self.registers,
            entries: starts,
            roles: self.roles.clone(),
            explaining: Some((pairs.iter().map(|&(_, e)| e).collect(), partner)),
            dead_end_decides,
        })
    }
}
