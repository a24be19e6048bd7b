//! The Python exceptions and the conversions of the library's errors into
//! them: `UriSyntaxError` (a `ValueError`) with the offset, the expected
//! list, the character found, the kind and the edition as attributes, the
//! caret frame as its message; `ResolveError` (a `ValueError`) with its kind.

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use urispec::check::json::ExpectedLists;
use urispec::resolve::ResolveError as LibResolveError;
use urispec::{Edition, SyntaxError};

pyo3::create_exception!(
    urispec,
    UriSyntaxError,
    PyValueError,
    "The input does not match the edition's grammar.\n\n\
     Attributes: offset (byte offset of the error in the input), char_offset \
     (the same in characters), expected (what the grammar would have accepted \
     there: production names, delimiters as written, 'end of input'), \
     productions, literals, end_of_input (the same list split by kind), found \
     (the character there, None at the end), kind ('malformed escape', \
     'character not allowed', 'ended early', 'input left over', 'empty \
     input', 'too long to explain'), spec (the edition's name), input, and \
     line (the error's one-line form). str(error) is the caret frame."
);

pyo3::create_exception!(
    urispec,
    ResolveError,
    PyValueError,
    "A reference cannot be resolved (or a target relativized) under the rule \
     set: kind ('BaseNotAbsolute', 'BaseNotHierarchical', 'StepCannotApply', \
     'Syntax', 'TargetNotAbsolute', 'Unreachable'), rules (the rule set's \
     name), and syntax_error (the UriSyntaxError of a base, reference or \
     target that does not parse, else None)."
);

/// The `UriSyntaxError` of `e`, raised on `input`.
pub fn syntax_error(py: Python<'_>, e: &SyntaxError, input: &str) -> PyErr {
    match syntax_error_value(py, e, input) {
        Ok(value) => PyErr::from_value(value.into_any()),
        Err(err) => err,
    }
}

/// The exception object of `e` on `input`, with its attributes.
pub fn syntax_error_value<'py>(
    py: Python<'py>,
    e: &SyntaxError,
    input: &str,
) -> PyResult<Bound<'py, PyAny>> {
    let value = PyErr::new::<UriSyntaxError, _>(e.render(input))
        .value(py)
        .clone()
        .into_any();
    let lists = ExpectedLists::of(e);
    let offset = e.offset();
    let char_offset = input.get(..offset).map_or(0, |s| s.chars().count());
    value.setattr("offset", offset)?;
    value.setattr("char_offset", char_offset)?;
    // A syntax error's lists are always there (`None` is for other errors).
    value.setattr(
        "expected",
        PyList::new(py, lists.expected.unwrap_or_default())?,
    )?;
    value.setattr(
        "productions",
        PyList::new(py, lists.productions.unwrap_or_default())?,
    )?;
    value.setattr(
        "literals",
        PyList::new(py, lists.literals.unwrap_or_default())?,
    )?;
    value.setattr("end_of_input", lists.end_of_input.unwrap_or_default())?;
    value.setattr("found", e.found().map(String::from))?;
    value.setattr("kind", e.kind().name())?;
    value.setattr("spec", e.spec().name())?;
    value.setattr("input", input)?;
    value.setattr("line", e.to_string())?;
    Ok(value)
}

/// The `ResolveError` of `e`.
pub fn resolve_error(py: Python<'_>, e: &LibResolveError) -> PyErr {
    let err = PyErr::new::<ResolveError, _>(e.to_string());
    let value = err.value(py);
    let syntax = match e {
        LibResolveError::Syntax { text, error, .. } => match syntax_error_value(py, error, text) {
            Ok(v) => Some(v),
            Err(err) => return err,
        },
        _ => None,
    };
    let set = (|| -> PyResult<()> {
        value.setattr("kind", format!("{:?}", e.kind()))?;
        value.setattr("syntax_error", syntax)?;
        Ok(())
    })();
    match set {
        Ok(()) => err,
        Err(other) => other,
    }
}

/// The edition named `name`, or a `ValueError` listing the names.
pub fn edition(name: &str) -> PyResult<Edition> {
    name.parse::<Edition>().map_err(|_| {
        let known: Vec<&str> = Edition::ALL.iter().map(|e| e.name()).collect();
        PyValueError::new_err(format!(
            "unknown spec {name:?} (known: {})",
            known.join(", ")
        ))
    })
}

/// The rule set named `name`, or a `ValueError` listing the names.
pub fn rule_set(name: &str) -> PyResult<urispec::RuleSet> {
    name.parse::<urispec::RuleSet>().map_err(|_| {
        let known: Vec<&str> = urispec::RuleSet::ALL.iter().map(|r| r.name()).collect();
        PyValueError::new_err(format!(
            "unknown rules {name:?} (known: {})",
            known.join(", ")
        ))
    })
}

/// The URL grammars' options for `scheme_case` (`"sensitive"` or
/// `"insensitive"`, the library's `url::SchemeCase` by name, as the CLI's
/// `--scheme-case`), or a `ValueError` with the library's message.
pub fn scheme_case(name: &str) -> PyResult<urispec::url::Options> {
    name.parse::<urispec::url::SchemeCase>()
        .map(urispec::url::Options::from)
        .map_err(|e| PyValueError::new_err(e.to_string()))
}
