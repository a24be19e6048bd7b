//! `urispec.check`: the library's `urispec::check` over a path, a file
//! object or an iterable of strings, a lazy iterator of records (dicts with
//! the keys of `urispec check --json`), parsed on worker threads with the
//! GIL released.

use std::io::{self, Read};
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use pyo3::exceptions::{PyOSError, PyRuntimeError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyString};
use serde_json::Value;
use urispec::check::{self, json, Check, Checker, Line, Outcome};
use urispec::Edition;

use crate::value;

/// One line's record, made on the worker that parsed it: the library's
/// [`json::Record`] serialized as `check` writes it ([`json::Columns`]),
/// the keys of `urispec check --json` after `record`, `file` and `line`.
pub struct Record {
    line: u64,
    record: Vec<(String, Value)>,
}

impl Record {
    /// The record of `line`, whose outcome under `spec` is `outcome`.
    fn of(spec: Edition, line: Line<'_>, outcome: Outcome<'_>) -> Self {
        let lossy;
        let record = match outcome {
            Outcome::Parsed(parsed) => {
                json::Record::of(spec, line.text().unwrap_or_default(), &Ok(parsed))
            }
            Outcome::Rejected(e) => {
                json::Record::of(spec, line.text().unwrap_or_default(), &Err(e))
            }
            Outcome::NotUtf8(e) => {
                lossy = String::from_utf8_lossy(line.bytes());
                json::Record::invalid(spec, &lossy, json::ErrorRecord::not_utf8(e.valid_up_to()))
            }
        };
        Record {
            line: line.number(),
            record: value::fields(&record.columns()),
        }
    }

    /// The record as a dict: `record` (`"line"`), `file` (when a path was
    /// read), `line`, then the library's record.
    fn to_py<'py>(&self, py: Python<'py>, file: Option<&str>) -> PyResult<Bound<'py, PyDict>> {
        let dict = PyDict::new(py);
        dict.set_item("record", "line")?;
        if let Some(file) = file {
            dict.set_item("file", file)?;
        }
        dict.set_item("line", self.line)?;
        for (k, v) in &self.record {
            dict.set_item(k, value::to_py(py, v)?)?;
        }
        Ok(dict)
    }
}

/// What `check` reads: a file, a Python file object, or an iterable of
/// strings (one URI each).
pub enum Input {
    /// A file on disk, gzip or not.
    File(Box<dyn Read + Send>),
    /// `.read(n)` of a file object (text or binary).
    FileObject(Py<PyAny>),
    /// `next()` of an iterator of `str` (or `bytes`), a line ending added
    /// to each item that has none.
    Items(Py<PyAny>),
}

/// The bytes of an [`Input`], read with the GIL held for Python's part.
pub struct Reader {
    input: Input,
    /// Bytes taken from Python and not handed on yet.
    pending: Vec<u8>,
    at: usize,
    done: bool,
}

impl Reader {
    pub fn new(input: Input) -> Self {
        Reader {
            input,
            pending: Vec::new(),
            at: 0,
            done: false,
        }
    }

    /// Take the next piece from Python into `pending`.
    fn refill(&mut self) -> io::Result<()> {
        let (pending, done) = (&mut self.pending, &mut self.done);
        Python::attach(|py| -> PyResult<()> {
            pending.clear();
            let piece = match &self.input {
                Input::File(_) => return Ok(()),
                Input::FileObject(f) => f.bind(py).call_method1("read", (64 * 1024,))?,
                Input::Items(it) => match it.bind(py).call_method0("__next__") {
                    Ok(item) => item,
                    Err(e) if e.is_instance_of::<pyo3::exceptions::PyStopIteration>(py) => {
                        *done = true;
                        return Ok(());
                    }
                    Err(e) => return Err(e),
                },
            };
            if let Ok(s) = piece.cast::<PyString>() {
                pending.extend_from_slice(s.to_cow()?.as_bytes());
            } else if let Ok(b) = piece.cast::<PyBytes>() {
                pending.extend_from_slice(b.as_bytes());
            } else {
                return Err(PyTypeError::new_err(format!(
                    "check reads str or bytes, not {}",
                    piece.get_type().name()?
                )));
            }
            match &self.input {
                Input::FileObject(_) => *done = pending.is_empty(),
                _ => {
                    if pending.last() != Some(&b'\n') {
                        pending.push(b'\n');
                    }
                }
            }
            Ok(())
        })
        .map_err(|e| io::Error::other(PythonError(e)))?;
        self.at = 0;
        Ok(())
    }
}

/// A Python exception carried through `io::Error`, raised again as it was.
#[derive(Debug)]
struct PythonError(PyErr);

impl std::fmt::Display for PythonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl std::error::Error for PythonError {}

impl Read for Reader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Input::File(file) = &mut self.input {
            return file.read(buf);
        }
        while self.at >= self.pending.len() {
            if self.done {
                return Ok(0);
            }
            self.refill()?;
        }
        let n = buf.len().min(self.pending.len() - self.at);
        buf[..n].copy_from_slice(&self.pending[self.at..self.at + n]);
        self.at += n;
        Ok(n)
    }
}

/// The iterator `urispec.check` returns: one dict per line, in input order.
#[pyclass(frozen, module = "urispec", name = "Check")]
pub struct Records {
    lines: Mutex<Check<Reader, Record>>,
    spec: Edition,
    file: Option<Arc<str>>,
    finished: AtomicBool,
}

impl Records {
    pub fn new(input: Input, file: Option<String>, checker: Checker) -> Self {
        let spec = checker.grammar();
        Records {
            lines: Mutex::new(checker.map(Reader::new(input), move |line, outcome| {
                Record::of(spec, line, outcome)
            })),
            spec,
            file: file.map(Arc::from),
            finished: AtomicBool::new(false),
        }
    }
}

#[pymethods]
impl Records {
    fn __iter__(slf: PyRef<'_, Self>) -> PyRef<'_, Self> {
        slf
    }

    /// The edition whose grammar decides.
    #[getter]
    fn spec(&self) -> &'static str {
        self.spec.name()
    }

    fn __next__<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyDict>>> {
        if self.finished.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let lines = &self.lines;
        // The GIL is released while the workers parse and this thread
        // waits; a Python input takes it back to be read.
        let item = py.detach(|| match lines.lock() {
            Ok(mut lines) => lines.next(),
            Err(_) => None,
        });
        match item {
            None => {
                self.finished.store(true, Ordering::Relaxed);
                Ok(None)
            }
            Some(Ok(record)) => record.to_py(py, self.file.as_deref()).map(Some),
            Some(Err(e)) => {
                self.finished.store(true, Ordering::Relaxed);
                Err(stop_error(e))
            }
        }
    }
}

/// The Python exception an `io::Error` carries (raised by a file object or
/// an iterator while it was read), or `other(e)` for an error of its own.
pub fn io_error(e: io::Error, other: impl FnOnce(&io::Error) -> PyErr) -> PyErr {
    let python = e
        .get_ref()
        .is_some_and(|inner| inner.downcast_ref::<PythonError>().is_some());
    if !python {
        return other(&e);
    }
    match e.into_inner().map(|inner| inner.downcast::<PythonError>()) {
        Some(Ok(python)) => python.0,
        _ => PyOSError::new_err("cannot read the input"),
    }
}

/// The exception of a check that stopped.
fn stop_error(e: check::Error) -> PyErr {
    match e {
        check::Error::Io { source, line } => io_error(source, |e| {
            PyOSError::new_err(format!("cannot read line {line}: {e}"))
        }),
        e @ check::Error::TooLong(_) => PyValueError::new_err(e.to_string()),
        e => PyRuntimeError::new_err(e.to_string()),
    }
}

/// The input of `source`: a path (`str` or `os.PathLike`), a file object
/// (with `read`), or an iterable; and the file name records carry.
pub fn input_of(source: &Bound<'_, PyAny>) -> PyResult<(Input, Option<String>)> {
    if source.is_instance_of::<PyString>() || source.hasattr("__fspath__")? {
        let path: PathBuf = source.extract()?;
        let name = path.to_string_lossy().into_owned();
        let file = std::fs::File::open(&path)
            .map_err(|e| PyOSError::new_err(format!("cannot read {name}: {e}")))?;
        let input = urispec_archive::Gunzip::threaded(Box::new(file) as Box<dyn Read + Send>)
            .map_err(|e| PyOSError::new_err(format!("cannot read {name}: {e}")))?;
        return Ok((Input::File(Box::new(input)), Some(name)));
    }
    if source.is_instance_of::<PyBytes>() {
        return Err(PyTypeError::new_err(
            "check reads a path, a file object or an iterable of strings, not bytes",
        ));
    }
    if source.hasattr("read")? {
        return Ok((Input::FileObject(source.clone().unbind()), None));
    }
    let items = source.try_iter()?;
    Ok((Input::Items(items.into_any().unbind()), None))
}
