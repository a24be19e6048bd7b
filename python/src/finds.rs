//! `urispec.extract`: the URIs in a text (a string, or a file object read
//! lazily), each a `Find` (`urispec::text::Finder`).

use std::io::{BufReader, Cursor, Read};
use std::sync::Mutex;

use pyo3::exceptions::PyOSError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use urispec::text::{Find as LibFind, FindError, Finder};
use urispec::Edition;

use crate::records::{Input, Reader};

/// One URI found in a text.
///
/// `uri` is the URI without its wrapper or line breaks, `raw` the find as
/// written, `start` and `end` its byte offsets in the text, `wrapper` how it
/// was delimited (`'URL:'` for `<URL:...>`, `'<>'`, `'""'`, `'preprefix'`,
/// or `None` when bare), `valid` whether the edition's grammar accepts it,
/// `error` why not (its one-line message) and `error_offset` the byte of
/// the text the error points at.
#[pyclass(frozen, module = "urispec", name = "Find", get_all)]
pub struct Find {
    uri: String,
    raw: String,
    start: usize,
    end: usize,
    wrapper: Option<&'static str>,
    spec: &'static str,
    valid: bool,
    error: Option<String>,
    error_offset: Option<usize>,
}

#[pymethods]
impl Find {
    fn __repr__(&self) -> String {
        format!(
            "Find({:?}, {}..{}, valid={})",
            self.uri,
            self.start,
            self.end,
            if self.valid { "True" } else { "False" }
        )
    }

    fn __str__(&self) -> &str {
        &self.uri
    }
}

impl Find {
    fn of(find: &LibFind) -> Self {
        let error_offset = find.error().map(|e| match e {
            FindError::Syntax(s) => find.input_offset(s.offset()),
            FindError::Delimit(d) => d.offset(),
        });
        Find {
            uri: find.uri().to_owned(),
            raw: find.raw().into_owned(),
            start: find.start(),
            end: find.end(),
            wrapper: find.wrapper().map(|w| w.name()),
            spec: find.grammar().name(),
            valid: find.is_valid(),
            error: find.error().map(ToString::to_string),
            error_offset,
        }
    }
}

/// The iterator `urispec.extract` returns.
#[pyclass(frozen, module = "urispec", name = "Extract")]
pub struct Finds {
    finder: Mutex<Finder<BufReader<Box<dyn Read + Send>>>>,
}

/// What `Finds` reads: bytes already at hand, or a file object.
struct Shared(Reader);

impl Read for Shared {
    fn read(&mut self, buf: &mut [u8]) -> std::io::Result<usize> {
        self.0.read(buf)
    }
}

impl Finds {
    pub fn new(source: &Bound<'_, PyAny>, spec: Edition, schemes: Vec<String>) -> PyResult<Self> {
        let reader: Box<dyn Read + Send> = if let Ok(text) = source.cast::<PyString>() {
            Box::new(Cursor::new(text.to_cow()?.as_bytes().to_vec()))
        } else if source.hasattr("read")? {
            Box::new(Shared(Reader::new(Input::FileObject(
                source.clone().unbind(),
            ))))
        } else {
            return Err(pyo3::exceptions::PyTypeError::new_err(
                "extract reads a str or a file object",
            ));
        };
        let mut finder = Finder::new(BufReader::new(reader), spec);
        for s in &schemes {
            finder = finder.scheme(s);
        }
        Ok(Finds {
            finder: Mutex::new(finder),
        })
    }
}

#[pymethods]
impl Finds {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    fn __next__(&self, py: Python<'_>) -> PyResult<Option<Find>> {
        let finder = &self.finder;
        // Without the GIL while it waits for the lock and scans: a file
        // object's `read` takes the GIL back, so two threads iterating the
        // same finder cannot hold each other up.
        let next = py.detach(|| match finder.lock() {
            Ok(mut finder) => finder.next().map(|r| r.map(|find| Find::of(&find))),
            Err(_) => None,
        });
        match next {
            None => Ok(None),
            Some(Ok(find)) => Ok(Some(find)),
            Some(Err(e)) => Err(crate::records::io_error(e, |e| {
                PyOSError::new_err(format!("cannot read the text: {e}"))
            })),
        }
    }
}
