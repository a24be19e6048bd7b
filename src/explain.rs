//! Parse trees labelled with spec productions: what `urispec explain` prints
//! and what the snapshot tests pin.

use std::fmt;
use std::ops::Range;

use crate::edition::{Edition, Production};
use crate::error::SyntaxError;
use crate::grammar::generated;
use crate::grammar::{Failure, Meaning, PestGrammar};

/// The longest input [`crate::explain()`] builds a tree for: 256 KiB. A
/// longer one is a [`SyntaxError`] of kind
/// [`SyntaxErrorKind::TooLongToExplain`](crate::error::SyntaxErrorKind::TooLongToExplain),
/// refused before anything is parsed; `parse` takes any length.
///
/// The tree is for people, and building it holds every production matched
/// twice: as the compiled parser reports it (children first, with where its
/// children begin) and as a node of the tree. The peak stays under 160 bytes
/// of heap per byte of input (the worst of the hostile shapes is a path of
/// empty segments, `http://a` + `/` x n, at 144 under RFC 2396), so under
/// 40 MiB at the limit (`tests/allocations.rs` holds this for every shape and
/// grammar).
///
/// ```
/// use urispec::{error::SyntaxErrorKind, explain::MAX_INPUT, Edition};
/// let long = format!("http://a/{}", "b".repeat(MAX_INPUT));
/// let e = urispec::explain(Edition::Rfc2396, &long).unwrap_err();
/// assert_eq!(e.kind(), SyntaxErrorKind::TooLongToExplain);
/// assert_eq!(e.offset(), MAX_INPUT);
/// assert!(urispec::parse(Edition::Rfc2396, &long).is_ok());
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
///
/// With the feature `serde` it serializes as `{spec, input, nodes}`, each
/// node `{production, section, start, end, depth, text}`: the production
/// as the document prints it, where the document defines it, its byte
/// range, its depth and the text it covers (what the spec reader's page
/// draws).
///
/// ```
/// # #[cfg(feature = "serde")] {
/// let tree = urispec::explain(urispec::Edition::Rfc1630, "news:*").unwrap();
/// let json = serde_json::to_value(&tree).unwrap();
/// assert_eq!(json["nodes"][1]["production"], "uri");
/// assert_eq!(json["nodes"][1]["depth"], 1);
/// assert_eq!(json["nodes"][1]["end"], 6);
/// # }
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tree<'a> {
    spec: Edition,
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
    pub fn spec(&self) -> Edition {
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

#[cfg(feature = "serde")]
mod record {
    use serde::ser::{Serialize, SerializeStruct, Serializer};

    use super::Tree;

    /// One node as the JSON of a [`Tree`] writes it.
    #[derive(serde::Serialize)]
    struct Node<'a> {
        production: &'static str,
        section: &'static str,
        start: usize,
        end: usize,
        depth: usize,
        text: &'a str,
    }

    impl Serialize for Tree<'_> {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let nodes: Vec<Node<'_>> = self
                .nodes
                .iter()
                .map(|n| Node {
                    production: n.production.name,
                    section: n.production.section,
                    start: n.span.start,
                    end: n.span.end,
                    depth: n.depth,
                    text: self.text(n),
                })
                .collect();
            let mut s = serializer.serialize_struct("Tree", 3)?;
            s.serialize_field("spec", self.spec.name())?;
            s.serialize_field("input", self.input)?;
            s.serialize_field("nodes", &nodes)?;
            s.end()
        }
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

/// Parse `input` from `entry` in grammar `G` with the parser build.rs
/// compiled from its `.pest` file, and label every span of a production:
/// the spans pest would make pairs of, a production nested in the ones
/// around it, nothing kept of an entry point, a hidden rule or `EOI`, nor
/// of what lies inside them. A failure is explained as on the hot path.
pub(crate) fn tree<G: PestGrammar>(entry: G::Rule, input: &str) -> Result<Tree<'_>, SyntaxError> {
    let production = |rule| matches!(G::meaning(rule), Meaning::Production(_));
    let mut sink = generated::Tree::new(production);
    if let Err(furthest) = G::compiled(entry, input.as_bytes(), &mut sink) {
        return Err(Failure::<G>::new(entry, furthest).explain(input));
    }
    let spans = sink.into_pre_order();
    let mut nodes = Vec::with_capacity(spans.len());
    nodes.extend(
        spans
            .into_iter()
            .filter_map(|span| match G::meaning(span.rule) {
                Meaning::Production(production) => Some(TreeNode {
                    production,
                    span: span.start..span.end,
                    depth: span.depth,
                }),
                // Not kept by the sink.
                Meaning::EndOfInput | Meaning::Hidden => None,
            }),
    );
    Ok(Tree {
        spec: G::EDITION,
        input,
        nodes,
    })
}
