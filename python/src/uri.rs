//! `Uri`, what `urispec.parse` returns: the input under one edition, its
//! named parts as attributes; and `Tree` and `Node`, what `explain` returns.

use std::collections::hash_map::DefaultHasher;
use std::hash::{Hash, Hasher};
use std::sync::OnceLock;

use pyo3::basic::CompareOp;
use pyo3::exceptions::PyAttributeError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};
use pyo3::IntoPyObjectExt;
use serde_json::Value;
use urispec::url::Options;
use urispec::{Edition, SyntaxError};

use crate::errors;
use crate::value;

/// A URI that parses under one edition (what `urispec.parse` returns).
///
/// Immutable. `str(uri)` gives the input back byte for byte; each named part
/// of the edition's family is an attribute (`uri.host`, `uri.path`, `None`
/// where the input has no such part); `to_dict()` gives them all in record
/// order. Two are equal, and hash alike, when their text and edition are
/// the same.
///
/// >>> import urispec
/// >>> uri = urispec.parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")
/// >>> uri.host, uri.port
/// ('info.cern.ch', '8000')
/// >>> str(uri)
/// 'http://info.cern.ch:8000/hypertext/WWW/TheProject.html'
#[pyclass(frozen, module = "urispec", name = "Uri")]
pub struct Uri {
    text: String,
    spec: Edition,
    options: Options,
    /// The named parts, read from a second parse on first use.
    parts: OnceLock<Vec<(String, Value)>>,
}

impl Uri {
    /// The `Uri` of `text`, which parses under `spec` with `options`.
    pub fn new(text: String, spec: Edition, options: Options) -> Self {
        Uri {
            text,
            spec,
            options,
            parts: OnceLock::new(),
        }
    }

    fn parts(&self) -> &[(String, Value)] {
        self.parts.get_or_init(|| {
            match urispec::parse_with(self.spec, &self.text, self.options) {
                Ok(parsed) => value::parts(&parsed.parts()),
                // It parsed when the object was made, and parsing is pure.
                Err(_) => value::parts(&urispec::Parts::absent(self.spec)),
            }
        })
    }
}

#[pymethods]
impl Uri {
    /// The edition's name (`"rfc2396"`).
    #[getter]
    fn spec(&self) -> &'static str {
        self.spec.name()
    }

    /// The top-level production that matched (`"absoluteURI"`,
    /// `"httpaddress"`, `"fragmentaddress"`, ...).
    ///
    /// >>> urispec.parse("g;x?y#s").production
    /// 'relativeURI'
    #[getter]
    fn production(&self) -> &'static str {
        match urispec::parse_with(self.spec, &self.text, self.options) {
            Ok(parsed) => urispec::verdicts::production(&parsed),
            Err(_) => "",
        }
    }

    /// The names of the parts of this edition's family, in record order.
    ///
    /// >>> urispec.parse("http://a/b").part_names[:3]
    /// ('scheme', 'authority', 'userinfo')
    #[getter]
    fn part_names<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.parts().iter().map(|(k, _)| k.as_str()))
    }

    /// The named parts as a dict, in record order (`None` for a part the
    /// input lacks): the parts of `urispec check --json`'s records.
    ///
    /// >>> urispec.parse("http://a:81/b?q").to_dict()["query"]
    /// 'q'
    fn to_dict<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        for (k, v) in self.parts() {
            dict.set_item(k, value::to_py(py, v)?)?;
        }
        Ok(dict)
    }

    /// The parse tree: every node's production and byte span.
    ///
    /// >>> print(urispec.parse("news:*", spec="rfc1630").explain(), end="")
    /// fragmentaddress 0..6 "news:*"
    ///   uri 0..6 "news:*"
    ///     scheme 0..4 "news"
    ///       ialpha 0..4 "news"
    ///     path 5..6 "*"
    ///       xpalphas 5..6 "*"
    fn explain(&self, py: Python<'_>) -> PyResult<Tree> {
        explain_text(py, &self.text, self.spec, self.options)
    }

    fn __getattr__<'py>(&self, py: Python<'py>, name: &str) -> PyResult<Bound<'py, PyAny>> {
        match self.parts().iter().find(|(k, _)| k == name) {
            Some((_, v)) => value::to_py(py, v),
            None => Err(PyAttributeError::new_err(format!(
                "'Uri' has no part {name:?} under {} (its parts: {})",
                self.spec,
                self.parts()
                    .iter()
                    .map(|(k, _)| k.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            ))),
        }
    }

    fn __dir__(&self) -> Vec<String> {
        let mut names: Vec<String> = ["explain", "part_names", "production", "spec", "to_dict"]
            .iter()
            .map(|s| (*s).to_owned())
            .collect();
        names.extend(self.parts().iter().map(|(k, _)| k.clone()));
        names
    }

    fn __str__(&self) -> &str {
        &self.text
    }

    fn __repr__(&self) -> String {
        let text = self.text.replace('\\', "\\\\").replace('\'', "\\'");
        format!("urispec.parse('{text}', spec='{}')", self.spec)
    }

    fn __richcmp__(&self, other: &Bound<'_, PyAny>, op: CompareOp) -> PyResult<Py<PyAny>> {
        let py = other.py();
        let Ok(other) = other.cast::<Uri>() else {
            return Ok(py.NotImplemented());
        };
        let other = other.get();
        let same = self.text == other.text && self.spec == other.spec;
        match op {
            CompareOp::Eq => same.into_py_any(py),
            CompareOp::Ne => (!same).into_py_any(py),
            _ => Ok(py.NotImplemented()),
        }
    }

    fn __hash__(&self) -> u64 {
        let mut h = DefaultHasher::new();
        self.text.hash(&mut h);
        self.spec.hash(&mut h);
        h.finish()
    }

    fn __reduce__<'py>(&self, py: Python<'py>) -> PyResult<(Bound<'py, PyAny>, (String, &str))> {
        let parse = py.import("urispec")?.getattr("parse")?;
        Ok((parse, (self.text.clone(), self.spec.name())))
    }
}

/// One node of a parse tree: a production and the bytes it matched.
#[pyclass(frozen, module = "urispec", name = "Node", get_all)]
pub struct Node {
    /// The production's name as its document prints it.
    production: &'static str,
    /// Where the document defines it.
    section: &'static str,
    /// The byte offset where the node starts.
    start: usize,
    /// The byte offset where it ends.
    end: usize,
    /// 0 for the top production, one more per enclosing one.
    depth: usize,
    /// The text it covers.
    text: String,
    /// The nodes directly inside it, in order.
    children: Py<PyTuple>,
}

#[pymethods]
impl Node {
    fn __repr__(&self) -> String {
        format!(
            "Node({:?}, {}..{}, {:?})",
            self.production, self.start, self.end, self.text
        )
    }
}

/// A parse tree (`explain`): `str()` gives one line per node, `root` the top
/// node, `nodes` every node in pre-order.
#[pyclass(frozen, module = "urispec", name = "Tree")]
pub struct Tree {
    shown: String,
    spec: Edition,
    nodes: Vec<Py<Node>>,
}

#[pymethods]
impl Tree {
    /// The edition whose grammar made the tree.
    #[getter]
    fn spec(&self) -> &'static str {
        self.spec.name()
    }

    /// Every node, a parent before its children.
    #[getter]
    fn nodes<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.nodes.iter().map(|n| n.clone_ref(py)))
    }

    /// The top node.
    #[getter]
    fn root(&self, py: Python<'_>) -> Option<Py<Node>> {
        self.nodes.first().map(|n| n.clone_ref(py))
    }

    fn __str__(&self) -> &str {
        &self.shown
    }

    fn __repr__(&self) -> String {
        format!(
            "<urispec.Tree of {} nodes under {}>",
            self.nodes.len(),
            self.spec
        )
    }
}

/// The tree of `text` under `spec`, or its `UriSyntaxError`.
pub fn explain_text(py: Python<'_>, text: &str, spec: Edition, options: Options) -> PyResult<Tree> {
    let tree = urispec::explain_with(spec, text, options)
        .map_err(|e: SyntaxError| errors::syntax_error(py, &e, text))?;
    let nodes = tree.nodes();
    // Each node's children are the nodes after it, one deeper, until one at
    // its depth or above: built from the last node back.
    let mut made: Vec<Option<Py<Node>>> = (0..nodes.len()).map(|_| None).collect();
    for i in (0..nodes.len()).rev() {
        let node = &nodes[i];
        let mut children = Vec::new();
        for (j, later) in nodes.iter().enumerate().skip(i + 1) {
            if later.depth <= node.depth {
                break;
            }
            if later.depth == node.depth + 1
                && let Some(child) = &made[j]
            {
                children.push(child.clone_ref(py));
            }
        }
        let made_node = Node {
            production: node.production.name,
            section: node.production.section,
            start: node.span.start,
            end: node.span.end,
            depth: node.depth,
            text: tree.text(node).to_owned(),
            children: PyTuple::new(py, children)?.unbind(),
        };
        made[i] = Some(Py::new(py, made_node)?);
    }
    Ok(Tree {
        shown: tree.to_string(),
        spec,
        nodes: made.into_iter().flatten().collect(),
    })
}

/// `urispec.parse`'s object, or its `UriSyntaxError`.
pub fn parse_text(py: Python<'_>, text: &str, spec: Edition, options: Options) -> PyResult<Uri> {
    match urispec::parse_with(spec, text, options) {
        Ok(_) => Ok(Uri::new(text.to_owned(), spec, options)),
        Err(e) => Err(errors::syntax_error(py, &e, text)),
    }
}
