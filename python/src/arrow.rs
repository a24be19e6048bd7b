//! `urispec.arrow`'s native half: Arrow string arrays in, through the
//! Arrow PyCapsule interface (`__arrow_c_array__`, the Arrow C Data
//! Interface), struct arrays out the same way, each value parsed by the
//! library's `parse_with` under one edition, pieces of the input on worker
//! threads with the GIL released, no Python object per value.
//!
//! The struct's columns ([`columns::fields`]) are the `urispec check
//! --json` record's after `spec`: `valid`, `error` (a struct of the error
//! object's keys), RFC 3986 Appendix B's seven columns, `parts` (a struct
//! of the edition's named parts).

mod columns;

use std::ffi::CStr;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use arrow_array::ffi::{from_ffi, to_ffi, FFI_ArrowArray, FFI_ArrowSchema};
use arrow_array::{Array, ArrayRef, BinaryArray, BinaryViewArray, LargeBinaryArray};
use arrow_data::ArrayData;
use arrow_schema::{DataType, Fields, Schema};
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyCapsule, PyCapsuleMethods, PyTuple};
use urispec::{url, Edition};

use crate::errors;
use columns::{Columns, Unsupported};

const ARRAY: &CStr = c"arrow_array";
const SCHEMA: &CStr = c"arrow_schema";

/// The fewest rows of a piece a worker takes at a time. With one job each
/// input array is one piece (so an array's struct comes back whole, with no
/// copy to join pieces); with more, the input is split so each thread gets
/// about four pieces.
const MIN_PIECE_ROWS: usize = 1024;

/// An Arrow array `urispec` made, handed to Python by the Arrow PyCapsule
/// interface (`pyarrow.array(it)` takes it without a copy).
#[pyclass(frozen, module = "urispec", name = "ArrowArray")]
pub struct ArrowArray {
    data: ArrayData,
}

#[pymethods]
impl ArrowArray {
    /// The array and its type as two capsules (`arrow_schema`,
    /// `arrow_array`) of the Arrow C Data Interface. A requested schema
    /// is not honoured: the array is offered as it is.
    #[pyo3(signature = (requested_schema = None))]
    fn __arrow_c_array__<'py>(
        &self,
        py: Python<'py>,
        requested_schema: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Bound<'py, PyTuple>> {
        let _ = requested_schema;
        let (array, schema) =
            to_ffi(&self.data).map_err(|e| PyValueError::new_err(e.to_string()))?;
        let schema = PyCapsule::new_with_value(py, schema, SCHEMA)?;
        let array = PyCapsule::new_with_value(py, array, ARRAY)?;
        PyTuple::new(py, [schema.into_any(), array.into_any()])
    }

    fn __len__(&self) -> usize {
        self.data.len()
    }
}

/// The schema of `urispec.arrow.check`'s struct (its fields as a schema),
/// handed over by the Arrow PyCapsule interface (`pyarrow.schema(it)`).
#[pyclass(frozen, module = "urispec", name = "ArrowSchema")]
pub struct ArrowSchema {
    fields: Fields,
}

#[pymethods]
impl ArrowSchema {
    /// The schema as an `arrow_schema` capsule.
    fn __arrow_c_schema__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyCapsule>> {
        let schema = FFI_ArrowSchema::try_from(Schema::new(self.fields.clone()))
            .map_err(|e| PyValueError::new_err(e.to_string()))?;
        PyCapsule::new_with_value(py, schema, SCHEMA)
    }
}

/// `arrow_schema`: the fields of the struct `arrow_check` makes under `spec`:
/// `valid`, `error`, `scheme`, `userinfo`, `host`, `port`, `path`, `query`,
/// `fragment` (RFC 3986 Appendix B's split), `parts` (the edition's named
/// parts: RFC 2396 Appendix A's `URI-reference` parts under `rfc2396`, ...),
/// the keys of the `urispec check --json` record after `spec`.
#[pyfunction]
#[pyo3(name = "arrow_schema", signature = (spec = "rfc2396"))]
pub fn record_schema(spec: &str) -> PyResult<ArrowSchema> {
    let fields = columns::fields(errors::edition(spec)?);
    Ok(ArrowSchema { fields })
}

/// `arrow_check`: each value of the Arrow arrays `chunks` (objects with
/// `__arrow_c_array__`: string, large string or string view arrays, or
/// binary ones) checked under `spec` on `jobs` threads (default: one per
/// core) with the GIL released: a list of struct arrays in input order,
/// the pieces the input was split into (one row per value, a null row for
/// a null value).
#[pyfunction]
#[pyo3(name = "arrow_check", signature = (chunks, spec = "rfc2396", *, jobs = None, scheme_case = "sensitive"))]
pub fn check_column(
    py: Python<'_>,
    chunks: Vec<Bound<'_, PyAny>>,
    spec: &str,
    jobs: Option<usize>,
    scheme_case: &str,
) -> PyResult<Vec<ArrowArray>> {
    let grammar = errors::edition(spec)?;
    let options = errors::scheme_case(scheme_case)?;
    let fields = columns::fields(grammar);
    let inputs = chunks
        .iter()
        .map(import)
        .collect::<PyResult<Vec<Input>>>()?;
    let jobs = match jobs {
        Some(0) => return Err(PyValueError::new_err("jobs must be at least 1")),
        Some(n) => n,
        None => std::thread::available_parallelism().map_or(1, |n| n.get()),
    };
    let job = Job {
        grammar,
        options,
        fields,
    };
    let out = py.detach(|| job.run(&inputs, jobs)).map_err(unsupported)?;
    Ok(out
        .into_iter()
        .map(|a| ArrowArray { data: a.to_data() })
        .collect())
}

fn unsupported(e: Unsupported) -> PyErr {
    PyValueError::new_err(e.0)
}

/// An input array, its values read as bytes.
enum Input {
    Binary(BinaryArray),
    LargeBinary(LargeBinaryArray),
    View(BinaryViewArray),
}

impl Input {
    fn len(&self) -> usize {
        match self {
            Input::Binary(a) => a.len(),
            Input::LargeBinary(a) => a.len(),
            Input::View(a) => a.len(),
        }
    }

    /// The bytes of values `start..start + len` together.
    fn bytes(&self, start: usize, len: usize) -> usize {
        match self {
            Input::Binary(a) => {
                let o = a.value_offsets();
                usize::try_from(o[start + len] - o[start]).unwrap_or(0)
            }
            Input::LargeBinary(a) => {
                let o = a.value_offsets();
                usize::try_from(o[start + len] - o[start]).unwrap_or(0)
            }
            Input::View(a) => a.views()[start..start + len]
                .iter()
                .map(|v| *v as u32 as usize)
                .sum(),
        }
    }

    /// Value `i`'s bytes, `None` for a null.
    fn get(&self, i: usize) -> Option<&[u8]> {
        match self {
            Input::Binary(a) => a.is_valid(i).then(|| a.value(i)),
            Input::LargeBinary(a) => a.is_valid(i).then(|| a.value(i)),
            Input::View(a) => a.is_valid(i).then(|| a.value(i)),
        }
    }

    /// The values `start..start + len` of an array with one values
    /// buffer as one text, if it is all UTF-8 (checked once, not value by
    /// value), with the offset of value `start` in it.
    fn text(&self, start: usize, len: usize) -> Option<(&str, usize)> {
        fn whole<'v, O: TryInto<usize> + Copy>(
            values: &'v [u8],
            o: &[O],
        ) -> Option<(&'v str, usize)> {
            let from = o.first().and_then(|&x| x.try_into().ok())?;
            let to = o.last().and_then(|&x| x.try_into().ok())?;
            let text = std::str::from_utf8(values.get(from..to)?).ok()?;
            Some((text, from))
        }
        match self {
            Input::Binary(a) => whole(a.value_data(), &a.value_offsets()[start..=start + len]),
            Input::LargeBinary(a) => whole(a.value_data(), &a.value_offsets()[start..=start + len]),
            Input::View(_) => None,
        }
    }

    /// Value `i` (not null) as text: sliced from `text` (what [`Input::text`]
    /// gave; a slice of UTF-8 text between two character boundaries is
    /// UTF-8 itself) when it holds the value whole, else checked alone
    /// (which says where a value cut inside a character stops being UTF-8).
    fn str<'t>(
        &'t self,
        i: usize,
        text: Option<(&'t str, usize)>,
    ) -> Option<Result<&'t str, std::str::Utf8Error>> {
        fn slice<'v, O: TryInto<usize> + Copy>(
            (text, base): (&'v str, usize),
            o: &[O],
            i: usize,
        ) -> Option<&'v str> {
            let from: usize = o[i].try_into().ok()?;
            let to: usize = o[i + 1].try_into().ok()?;
            text.get(from.checked_sub(base)?..to.checked_sub(base)?)
        }
        let bytes = self.get(i)?;
        let sliced = text.and_then(|text| match self {
            Input::Binary(a) => slice(text, a.value_offsets(), i),
            Input::LargeBinary(a) => slice(text, a.value_offsets(), i),
            Input::View(_) => None,
        });
        Some(sliced.map_or_else(|| std::str::from_utf8(bytes), Ok))
    }
}

/// The array an object offers by `__arrow_c_array__`, a string array
/// read as the binary array of the same layout (each value is checked to
/// be UTF-8 as it is parsed, as `urispec check` checks each line), its
/// buffers validated before any value is read.
fn import(obj: &Bound<'_, PyAny>) -> PyResult<Input> {
    if !obj.hasattr("__arrow_c_array__")? {
        return Err(PyTypeError::new_err(format!(
            "urispec.arrow reads Arrow arrays (objects with __arrow_c_array__), not {}",
            obj.get_type().name()?
        )));
    }
    let pair = obj.call_method0("__arrow_c_array__")?;
    let (schema, array): (Bound<'_, PyCapsule>, Bound<'_, PyCapsule>) = pair.extract()?;
    let schema_ptr = schema.pointer_checked(Some(SCHEMA))?;
    let array_ptr = array.pointer_checked(Some(ARRAY))?;
    // SAFETY: the capsules' names were checked above: by the Arrow
    // PyCapsule interface, a capsule named `arrow_schema` holds a pointer
    // to an `ArrowSchema` struct and one named `arrow_array` a pointer to an
    // `ArrowArray` struct of the C Data Interface, whose layouts
    // `FFI_ArrowSchema` and `FFI_ArrowArray` are (`#[repr(C)]`). Both
    // capsules are alive (bound here) and no Python code runs between
    // reading their pointers and these lines. `from_raw` moves the array
    // struct out and leaves a released one behind, the move the interface
    // prescribes, so the producer's capsule destructor does not release it
    // again; the schema is only borrowed while `from_ffi` reads the type.
    // `from_ffi` trusts the producer's buffers to agree with the interface
    // (its contract); the layout is validated below before a value is read.
    #[allow(unsafe_code)]
    let data = unsafe {
        let schema = schema_ptr.cast::<FFI_ArrowSchema>().as_ref();
        let array = FFI_ArrowArray::from_raw(array_ptr.cast::<FFI_ArrowArray>().as_ptr());
        from_ffi(array, schema)
    }
    .map_err(|e| PyValueError::new_err(format!("cannot import the Arrow array: {e}")))?;
    let as_binary = match data.data_type() {
        DataType::Utf8 | DataType::Binary => DataType::Binary,
        DataType::LargeUtf8 | DataType::LargeBinary => DataType::LargeBinary,
        DataType::Utf8View | DataType::BinaryView => DataType::BinaryView,
        other => {
            return Err(PyTypeError::new_err(format!(
                "urispec.arrow checks string arrays (utf8, large_utf8, utf8_view or binary), not {other}"
            )))
        }
    };
    // `build` validates the whole layout: buffer sizes, offsets in order
    // and within the values, views within their buffers.
    let data = data
        .into_builder()
        .data_type(as_binary.clone())
        .build()
        .map_err(|e| PyValueError::new_err(format!("invalid Arrow array: {e}")))?;
    Ok(match as_binary {
        DataType::Binary => Input::Binary(BinaryArray::from(data)),
        DataType::LargeBinary => Input::LargeBinary(LargeBinaryArray::from(data)),
        _ => Input::View(BinaryViewArray::from(data)),
    })
}

/// What every piece is checked with.
struct Job {
    grammar: Edition,
    options: url::Options,
    fields: Fields,
}

impl Job {
    /// The struct arrays of `inputs`, split into pieces, on `jobs` threads.
    fn run(&self, inputs: &[Input], jobs: usize) -> Result<Vec<ArrayRef>, Unsupported> {
        let total: usize = inputs.iter().map(Input::len).sum();
        let rows = if jobs == 1 {
            usize::MAX
        } else {
            total.div_ceil(jobs * 4).max(MIN_PIECE_ROWS)
        };
        let mut pieces = Vec::new();
        for (i, input) in inputs.iter().enumerate() {
            let mut start = 0;
            while start < input.len() {
                let len = rows.min(input.len() - start);
                pieces.push((i, start, len));
                start += len;
            }
        }
        let out: Vec<Mutex<Option<Result<ArrayRef, Unsupported>>>> =
            pieces.iter().map(|_| Mutex::new(None)).collect();
        let next = AtomicUsize::new(0);
        let work = || loop {
            let k = next.fetch_add(1, Ordering::Relaxed);
            let Some(&(i, start, len)) = pieces.get(k) else {
                break;
            };
            let result = self.piece(&inputs[i], start, len);
            if let Ok(mut slot) = out[k].lock() {
                *slot = Some(result);
            }
        };
        let threads = jobs.min(pieces.len());
        if threads <= 1 {
            work();
        } else {
            std::thread::scope(|s| {
                for _ in 1..threads {
                    s.spawn(work);
                }
                work();
            });
        }
        out.into_iter()
            .map(|slot| match slot.into_inner() {
                Ok(Some(result)) => result,
                _ => Err(Unsupported("urispec.arrow: a worker stopped".into())),
            })
            .collect()
    }

    /// The struct array of rows `start..start + len` of `input`.
    fn piece(&self, input: &Input, start: usize, len: usize) -> Result<ArrayRef, Unsupported> {
        let whole = len == input.len();
        let mut columns = Columns::new(&self.fields, len, input.bytes(start, len), whole);
        let text = input.text(start, len);
        for i in start..start + len {
            match input.str(i, text) {
                None => columns.null(),
                // Matched by reference: moving the `Parsed` out of the
                // result was a `memcpy` of it a row.
                Some(Ok(value)) => match &urispec::parse_with(self.grammar, value, self.options) {
                    Ok(parsed) => columns.valid(value, parsed)?,
                    Err(e) => columns.rejected(value, e),
                },
                Some(Err(e)) => columns.not_utf8(input.get(i).unwrap_or_default(), e.valid_up_to()),
            }
        }
        columns.finish()
    }
}
