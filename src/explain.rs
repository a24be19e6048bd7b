//! Parse trees labelled with spec productions: what `urispec explain` prints
//! and what the snapshot tests pin.

use std::fmt;
use std::ops::Range;

use pest::iterators::Pairs;

use crate::error::SyntaxError;
use crate::grammar::{self, Meaning, PestGrammar};
use crate::spec::{Production, Spec};

/// The longest input [`crate::explain()`] builds a tree for: 256 KiB. A
/// longer one is a [`SyntaxError`] of kind
/// [`SyntaxErrorKind::TooLongToExplain`](crate::error::SyntaxErrorKind::TooLongToExplain),
/// refused before anything is parsed; `parse` takes any length.
///
/// The tree is for people, and building it goes through pest, whose token
/// queue holds two tokens for every rule matched, hidden ones included, and
/// the tree a node for every production: the peak stays under 320 bytes of
/// heap per byte of input (the worst of the hostile shapes is a path of empty
/// segments, `http://a` + `/` x n, at 288 under RFC 2396), so under 80 MiB
/// at the limit (`tests/allocations.rs` holds this for every shape and
/// grammar).
///
/// ```
/// use urispec::{error::SyntaxErrorKind, explain::MAX_INPUT, Grammar};
/// let long = format!("http://a/{}", "b".repeat(MAX_INPUT));
/// let e = urispec::explain(Grammar::Rfc2396, &long).unwrap_err();
/// assert_eq!(e.kind(), SyntaxErrorKind::TooLongToExplain);
/// assert_eq!(e.offset(), MAX_INPUT);
/// assert!(urispec::parse(Grammar::Rfc2396, &long).is_ok());
/// ```
pub const MAX_INPUT: usize = 256 * 1024;

/// A parse tree: every production the grammar matched, in document order,
/// each with its byte span and nesting depth.
///
/// `Display` prints one node per line, indented by depth:
///
/// ```text
/// fragmentaddress 0..6 "news:*"
///   uri 0..6 "news:*"
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree<'a> {
    spec: Spec,
    input: &'a str,
    nodes: Vec<TreeNode>,
}

/// One node of a [`Tree`].
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct TreeNode {
    /// The production matched.
    pub production: Production,
    /// Its byte range in the input.
    pub span: Range<usize>,
    /// 0 for a top-level production, one more per enclosing production.
    pub depth: usize,
}

impl<'a> Tree<'a> {
    /// The edition whose grammar made the tree.
    pub fn spec(&self) -> Spec {
        self.spec
    }

    /// The input the tree describes.
    pub fn input(&self) -> &'a str {
        self.input
    }

    /// The nodes in pre-order (a parent before its children).
    pub fn nodes(&self) -> &[TreeNode] {
        &self.nodes
    }

    /// The text a node covers.
    pub fn text(&self, node: &TreeNode) -> &'a str {
        &self.input[node.span.clone()]
    }
}

impl fmt::Display for Tree<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for node in &self.nodes {
            writeln!(
                f,
                "{:indent$}{} {}..{} {:?}",
                "",
                node.production.name,
                node.span.start,
                node.span.end,
                self.text(node),
                indent = node.depth * 2
            )?;
        }
        Ok(())
    }
}

impl Tree<'_> {
    /// The same nodes over `input`, a text of the same length (the input
    /// before its scheme name was folded to lower case).
    pub(crate) fn over(self, input: &str) -> Tree<'_> {
        Tree {
            spec: self.spec,
            input,
            nodes: self.nodes,
        }
    }

    /// The nodes, to be corrected where a split is made after the parse
    /// (Prospero's `hsoname`).
    pub(crate) fn nodes_mut(&mut self) -> &mut Vec<TreeNode> {
        &mut self.nodes
    }
}

/// Parse `input` from `entry` in grammar `G` and label every pair.
pub(crate) fn tree<G: PestGrammar>(entry: G::Rule, input: &str) -> Result<Tree<'_>, SyntaxError> {
    let pairs = grammar::parse::<G>(entry, input)?;
    Ok(Tree {
        spec: G::SPEC,
        input,
        nodes: nodes::<G>(pairs),
    })
}

/// Walk the pairs with an explicit stack: the depth of the walk is the
/// nesting of the grammar, never the length of the input.
fn nodes<G: PestGrammar>(pairs: Pairs<'_, G::Rule>) -> Vec<TreeNode> {
    let mut out = Vec::new();
    let mut stack = vec![pairs];
    while let Some(top) = stack.last_mut() {
        let Some(pair) = top.next() else {
            stack.pop();
            continue;
        };
        let depth = stack.len() - 1;
        match G::meaning(pair.as_rule()) {
            Meaning::Production(production) => {
                let span = pair.as_span();
                out.push(TreeNode {
                    production,
                    span: span.start()..span.end(),
                    depth,
                });
                stack.push(pair.into_inner());
            }
            Meaning::EndOfInput | Meaning::Hidden => {}
        }
    }
    out
}
