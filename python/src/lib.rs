//! The native half of the `urispec` Python package (`urispec._urispec`):
//! the library's parse, explain, verdicts, resolve, relativize, compare,
//! normalize, encode, decode, extract and check, with conversions to and
//! from Python values and nothing else. `python/urispec/__init__.py`
//! re-exports it; `python/urispec/__init__.pyi` types it.

// One `unsafe` block, in `arrow::import` (reading the Arrow C Data
// Interface's structs out of their capsules), with its proof beside it.
#![deny(unsafe_code)]

mod arrow;
mod errors;
mod finds;
mod links;
mod records;
mod uri;
mod value;

use pyo3::exceptions::{PyUserWarning, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};
use urispec::escape::{self, Set};
use urispec::resolve::{Rules, SurplusDotDot};
use urispec::Edition;

use errors::{ResolveError, UriSyntaxError};

/// Parse `text` under the edition `spec`.
///
/// Returns a `Uri` whose attributes are the named parts of the edition's
/// family; raises `UriSyntaxError` (a `ValueError`) where the grammar stops
/// matching. `scheme_case="insensitive"` matches scheme names in any case
/// under the URL editions (RFC 1738's advice to readers).
///
/// >>> import urispec
/// >>> uri = urispec.parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")
/// >>> (uri.scheme, uri.host, uri.port, uri.path)
/// ('http', 'info.cern.ch', '8000', '/hypertext/WWW/TheProject.html')
/// >>> urispec.parse("http://info.cern.ch:8000/imaginary/test", spec="rfc1630")
/// Traceback (most recent call last):
///   ...
/// urispec.UriSyntaxError: error: rfc1630: expected `xpalphas`, one of # + / ?, or end of input at byte 19, found ':'
///   |
///   | http://info.cern.ch:8000/imaginary/test
///   |                    ^
/// <BLANKLINE>
#[pyfunction]
#[pyo3(signature = (text, spec = "rfc2396", *, scheme_case = "sensitive"))]
fn parse(py: Python<'_>, text: &str, spec: &str, scheme_case: &str) -> PyResult<uri::Uri> {
    uri::parse_text(
        py,
        text,
        errors::edition(spec)?,
        errors::scheme_case(scheme_case)?,
    )
}

/// Whether `text` parses under `spec`: `parse` without the object.
///
/// >>> urispec.is_valid("http://a b/")
/// False
#[pyfunction]
#[pyo3(signature = (text, spec = "rfc2396", *, scheme_case = "sensitive"))]
fn is_valid(text: &str, spec: &str, scheme_case: &str) -> PyResult<bool> {
    let (spec, options) = (errors::edition(spec)?, errors::scheme_case(scheme_case)?);
    Ok(urispec::parse_with(spec, text, options).is_ok())
}

/// The parse tree of `text` under `spec`: each node's production and byte
/// span (`Tree`); raises `UriSyntaxError`.
///
/// >>> tree = urispec.explain("g:h", spec="rfc1630")
/// >>> [node.production for node in tree.nodes]
/// ['fragmentaddress', 'uri', 'scheme', 'ialpha', 'path', 'xpalphas']
/// >>> tree.root.children[0].children[1].text
/// 'h'
#[pyfunction]
#[pyo3(signature = (text, spec = "rfc2396", *, scheme_case = "sensitive"))]
fn explain(py: Python<'_>, text: &str, spec: &str, scheme_case: &str) -> PyResult<uri::Tree> {
    uri::explain_text(
        py,
        text,
        errors::edition(spec)?,
        errors::scheme_case(scheme_case)?,
    )
}

/// `text` under every edition, oldest first: a dict from each edition's
/// name to its `Uri`, or to the `UriSyntaxError` (not raised) where its
/// grammar rejects the text.
///
/// >>> v = urispec.verdicts("http://info.cern.ch:8000/imaginary/test")
/// >>> v["uri-draft"].production, v["rfc1630"].offset
/// ('fragmentaddress', 19)
#[pyfunction]
fn verdicts<'py>(py: Python<'py>, text: &str) -> PyResult<Bound<'py, PyDict>> {
    let dict = PyDict::new(py);
    for v in urispec::verdicts(text) {
        let spec = v.grammar();
        match v.outcome() {
            Ok(_) => dict.set_item(
                spec.name(),
                uri::Uri::new(text.to_owned(), spec, Default::default()),
            )?,
            Err(e) => dict.set_item(spec.name(), errors::syntax_error_value(py, e, text)?)?,
        }
    }
    Ok(dict)
}

/// The rules of `rules` with the choices their documents leave open.
fn rules_of(
    rules: &str,
    dotdot: &str,
    same_scheme_relative: bool,
    lenient: bool,
    literal: bool,
) -> PyResult<Rules> {
    let dotdot: SurplusDotDot =
        dotdot
            .parse()
            .map_err(|e: urispec::resolve::UnknownSurplusDotDot| {
                PyValueError::new_err(e.to_string())
            })?;
    Ok(Rules::new(errors::rule_set(rules)?)
        .surplus_dotdot(dotdot)
        .same_scheme_relative(same_scheme_relative)
        .lenient(lenient)
        .literal(literal))
}

/// Resolve `reference` against `base` under the rules of `rules` (a
/// document: uri-draft, rfc1630, url-draft-02, rfc1808, rfc2396, rfc3986).
///
/// `dotdot` is RFC 2396 §5.2 step 6g's choice for surplus `..` (keep,
/// remove, refuse); `same_scheme_relative` reads `http:g` as relative;
/// `lenient` skips the grammar checks and `literal` writes the TBL texts'
/// literal answers, each with a `UserWarning` where a step could not apply.
/// Raises `ResolveError`.
///
/// >>> urispec.resolve("http://a/b/c/d;p?q", "../g")
/// 'http://a/b/g'
/// >>> urispec.resolve("http://a/b/c/d;p?q", "?y", rules="rfc1808")
/// 'http://a/b/c/d;p?y'
#[pyfunction]
#[pyo3(signature = (base, reference, rules = "rfc2396", *, dotdot = "keep", same_scheme_relative = false, lenient = false, literal = false))]
// One argument per keyword of the Python signature.
#[allow(clippy::too_many_arguments)]
fn resolve(
    py: Python<'_>,
    base: &str,
    reference: &str,
    rules: &str,
    dotdot: &str,
    same_scheme_relative: bool,
    lenient: bool,
    literal: bool,
) -> PyResult<String> {
    let rules = rules_of(rules, dotdot, same_scheme_relative, lenient, literal)?;
    match urispec::resolve::resolve_with_warning(base, reference, rules) {
        Ok((resolved, warning)) => {
            if let Some(w) = warning {
                let category = py.get_type::<PyUserWarning>();
                let message =
                    std::ffi::CString::new(w.to_string().replace('\0', " ")).unwrap_or_default();
                PyErr::warn(py, &category, &message, 1)?;
            }
            Ok(resolved.to_string())
        }
        Err(e) => Err(errors::resolve_error(py, &e)),
    }
}

/// The shortest reference that resolves against `base` to `target` under
/// `rules` (the options as for `resolve`); raises `ResolveError`.
///
/// >>> urispec.relativize("http://a/b/c/d;p?q", "http://a/b/g")
/// '../g'
#[pyfunction]
#[pyo3(signature = (base, target, rules = "rfc2396", *, dotdot = "keep", same_scheme_relative = false, lenient = false, literal = false))]
// One argument per keyword of the Python signature.
#[allow(clippy::too_many_arguments)]
fn relativize(
    py: Python<'_>,
    base: &str,
    target: &str,
    rules: &str,
    dotdot: &str,
    same_scheme_relative: bool,
    lenient: bool,
    literal: bool,
) -> PyResult<String> {
    let rules = rules_of(rules, dotdot, same_scheme_relative, lenient, literal)?;
    urispec::resolve::relativize(base, target, rules).map_err(|e| errors::resolve_error(py, &e))
}

/// Whether `a` and `b` are the same URI under `spec` (their normal forms
/// are equal); raises `UriSyntaxError` for the first that does not parse,
/// its `which` attribute 0 or 1.
///
/// >>> urispec.compare("HTTP://A/%7euser", "http://a/~user")
/// True
/// >>> urispec.compare("http://a/%2F", "http://a//")
/// False
#[pyfunction]
#[pyo3(signature = (a, b, spec = "rfc2396"))]
fn compare(py: Python<'_>, a: &str, b: &str, spec: &str) -> PyResult<bool> {
    match urispec::compare::compare(errors::edition(spec)?, a, b) {
        Ok(c) => Ok(c.equivalent),
        Err(e) => {
            let input = if e.which == 0 { a } else { b };
            let value = errors::syntax_error_value(py, &e.error, input)?;
            value.setattr("which", e.which)?;
            Err(PyErr::from_value(value))
        }
    }
}

/// The normal form of `text` under `spec`, by which `compare` compares;
/// raises `UriSyntaxError`.
///
/// >>> urispec.normalize("HTTP://A/%7euser")
/// 'http://a/~user'
#[pyfunction]
#[pyo3(signature = (text, spec = "rfc2396"))]
fn normalize(py: Python<'_>, text: &str, spec: &str) -> PyResult<String> {
    urispec::compare::normal_form(errors::edition(spec)?, text)
        .map_err(|e| errors::syntax_error(py, &e, text))
}

/// `data` (a str, as UTF-8, or bytes) with every octet outside the set of
/// `production` of `spec` written `%hh`.
///
/// >>> urispec.encode("marie claude/1+2", "xalpha", spec="rfc1630")
/// 'marie%20claude%2F1%2B2'
#[pyfunction]
#[pyo3(signature = (data, production, spec = "rfc2396"))]
fn encode(data: &Bound<'_, PyAny>, production: &str, spec: &str) -> PyResult<String> {
    let spec = errors::edition(spec)?;
    let set = Set::of(spec, production).map_err(|e| {
        let names: Vec<&str> = Set::productions(spec).map(|(name, _)| name).collect();
        PyValueError::new_err(format!(
            "{e} (the productions of {spec} with a set: {})",
            names.join(", ")
        ))
    })?;
    let text;
    let bytes: &[u8] = if let Ok(s) = data.cast::<PyString>() {
        text = s.to_cow()?;
        text.as_bytes()
    } else if let Ok(b) = data.cast::<PyBytes>() {
        b.as_bytes()
    } else {
        return Err(pyo3::exceptions::PyTypeError::new_err(
            "encode takes str or bytes",
        ));
    };
    Ok(set.encode(bytes).into_owned())
}

/// The octets of `component` with its `%hh` escapes decoded (`bytes`), or
/// with `text=True` a str (what is not UTF-8 as U+FFFD). A `%` that starts
/// no escape raises `ValueError`.
///
/// >>> urispec.decode("marie%20claude")
/// b'marie claude'
/// >>> urispec.decode("caf%C3%A9", text=True)
/// 'café'
#[pyfunction]
#[pyo3(signature = (component, *, text = false))]
fn decode<'py>(py: Python<'py>, component: &str, text: bool) -> PyResult<Bound<'py, PyAny>> {
    let octets = escape::try_decode(component).map_err(|e| PyValueError::new_err(e.to_string()))?;
    if text {
        Ok(PyString::new(py, &String::from_utf8_lossy(&octets)).into_any())
    } else {
        Ok(PyBytes::new(py, &octets).into_any())
    }
}

/// The URIs in a text (RFC 2396 Appendix E; the URL drafts' "Wrappers for
/// URIs in plain text"): `source` is the text (a str) or a file object read
/// lazily; each URI is judged by `spec`. `schemes` adds schemes to find
/// bare. A lazy iterator of `Find`.
///
/// >>> [f.uri for f in urispec.extract("See <URL:ftp://a/b> or http://c/d.")]
/// ['ftp://a/b', 'http://c/d']
#[pyfunction]
#[pyo3(signature = (source, spec = "rfc2396", *, schemes = None))]
fn extract(
    source: &Bound<'_, PyAny>,
    spec: &str,
    schemes: Option<Vec<String>>,
) -> PyResult<finds::Finds> {
    finds::Finds::new(source, errors::edition(spec)?, schemes.unwrap_or_default())
}

/// Check a list of URIs, one per line, on `jobs` threads (default: one per
/// core), the GIL released while they parse: a lazy iterator of records in
/// input order, each a dict with the keys of `urispec check --json`
/// (`record`, `file` when a path was read, `line`, `input`, `spec`, `valid`,
/// `error`, RFC 3986 Appendix B's `scheme`, `userinfo`, `host`, `port`,
/// `path`, `query` and `fragment`, then `parts`, the edition's named parts).
///
/// `source` is a path (str or os.PathLike; gzip is decompressed), a file
/// object, or an iterable of strings (one URI each). A line longer than
/// `max_line` bytes raises `ValueError` after the lines before it.
///
/// >>> records = list(urispec.check(["http://info.cern.ch/", "http://[::1]/"]))
/// >>> [(r["line"], r["valid"]) for r in records]
/// [(1, True), (2, False)]
/// >>> records[1]["error"]["offset"], records[1]["host"]
/// (7, '[::1]')
#[pyfunction]
#[pyo3(signature = (source, spec = "rfc2396", *, jobs = None, scheme_case = "sensitive", max_line = None))]
fn check(
    source: &Bound<'_, PyAny>,
    spec: &str,
    jobs: Option<usize>,
    scheme_case: &str,
    max_line: Option<usize>,
) -> PyResult<records::Records> {
    let mut checker = urispec::check::Checker::new(errors::edition(spec)?)
        .options(errors::scheme_case(scheme_case)?);
    if let Some(jobs) = jobs {
        checker = checker.jobs(jobs);
    }
    if let Some(bytes) = max_line {
        checker = checker.max_line(bytes);
    }
    let (input, file) = records::input_of(source)?;
    Ok(records::Records::new(input, file, checker))
}

/// The native module.
#[pymodule]
fn _urispec(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("UriSyntaxError", py.get_type::<UriSyntaxError>())?;
    m.add("ResolveError", py.get_type::<ResolveError>())?;
    m.add_class::<uri::Uri>()?;
    m.add_class::<uri::Tree>()?;
    m.add_class::<uri::Node>()?;
    m.add_class::<records::Records>()?;
    m.add_class::<finds::Find>()?;
    m.add_class::<finds::Finds>()?;
    m.add_class::<arrow::ArrowArray>()?;
    m.add_class::<arrow::ArrowSchema>()?;
    let specs: Vec<&str> = Edition::ALL.iter().map(|e| e.name()).collect();
    m.add("SPECS", pyo3::types::PyTuple::new(py, specs)?)?;
    let rules: Vec<&str> = urispec::RuleSet::ALL.iter().map(|r| r.name()).collect();
    m.add("RULE_SETS", pyo3::types::PyTuple::new(py, rules)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add_function(wrap_pyfunction!(parse, m)?)?;
    m.add_function(wrap_pyfunction!(is_valid, m)?)?;
    m.add_function(wrap_pyfunction!(explain, m)?)?;
    m.add_function(wrap_pyfunction!(verdicts, m)?)?;
    m.add_function(wrap_pyfunction!(resolve, m)?)?;
    m.add_function(wrap_pyfunction!(relativize, m)?)?;
    m.add_function(wrap_pyfunction!(compare, m)?)?;
    m.add_function(wrap_pyfunction!(normalize, m)?)?;
    m.add_function(wrap_pyfunction!(encode, m)?)?;
    m.add_function(wrap_pyfunction!(decode, m)?)?;
    m.add_function(wrap_pyfunction!(extract, m)?)?;
    m.add_function(wrap_pyfunction!(check, m)?)?;
    m.add_function(wrap_pyfunction!(arrow::check_column, m)?)?;
    m.add_function(wrap_pyfunction!(links::warc_links, m)?)?;
    m.add_function(wrap_pyfunction!(arrow::record_schema, m)?)?;
    Ok(())
}
