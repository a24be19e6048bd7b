//! The columns of `urispec.arrow.check`'s struct array, the keys of the
//! `urispec check --json` record after `spec`: `valid`, `error` (a struct of
//! the record's error keys), the seven columns of RFC 3986 Appendix B's
//! split of the value (`scheme` ... `fragment`), then `parts` (a struct of
//! the edition's named parts, in the record's order). Each is built with an
//! arrow-rs builder or a vector of bytes and filled without a Python object
//! or a JSON value per row: the library's [`Parsed::for_each_part`] hands
//! each part over in record order, and the `n`th part goes into the `n`th
//! part column.

use std::fmt;
use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, Int64Builder, ListBuilder, StringBuilder};
use arrow_array::{ArrayRef, StringArray, StructArray};
use arrow_buffer::{BooleanBuffer, Buffer, NullBuffer, OffsetBuffer, ScalarBuffer};
use arrow_schema::{DataType, Field, Fields};
use urispec::check::json::{ErrorRecord, Split};
use urispec::error::SyntaxError;
use urispec::{Edition, Parsed, PartValue, Parts};

/// The keys of the `error` struct, the record's `error` object's.
pub const ERROR_KEYS: [&str; 9] = [
    "kind",
    "reason",
    "offset",
    "expected",
    "productions",
    "literals",
    "end_of_input",
    "found",
    "message",
];

/// The Arrow type of a named part, by its [`PartValue`]: text as `Utf8`,
/// `prefixed` (the `URL:` preprefix of RFC 1738 §2.2 and the URL drafts)
/// as `Boolean`, the generic family's `segments` and `search_words` (RFC
/// 1630, "BNF of Generic URI Syntax": `path` and `search`) as lists of
/// `Utf8`. A new variant breaks this match, not a row.
fn part_type(value: PartValue<'_, '_>) -> DataType {
    match value {
        PartValue::Text(_) => DataType::Utf8,
        PartValue::Flag(_) => DataType::Boolean,
        PartValue::List(_) => list_type(),
    }
}

fn list_type() -> DataType {
    DataType::List(Arc::new(Field::new("item", DataType::Utf8, true)))
}

/// The fields of the struct array for `grammar`: `valid`, `error`, the
/// seven columns of [`Split`], then `parts`, its family's named parts
/// ([`Parts::for_each`] of [`Parts::absent`]), every field nullable.
pub fn fields(grammar: Edition) -> Fields {
    let error: Vec<Field> = ERROR_KEYS
        .iter()
        .map(|&key| {
            let data_type = match key {
                "offset" => DataType::Int64,
                "expected" | "productions" | "literals" => list_type(),
                "end_of_input" => DataType::Boolean,
                _ => DataType::Utf8,
            };
            Field::new(key, data_type, true)
        })
        .collect();
    let mut fields = vec![
        Field::new("valid", DataType::Boolean, true),
        Field::new("error", DataType::Struct(error.into()), true),
    ];
    for key in Split::KEYS {
        fields.push(Field::new(key, DataType::Utf8, true));
    }
    let mut parts = Vec::new();
    Parts::absent(grammar).for_each(|key, value| {
        parts.push(Field::new(key, part_type(value), true));
    });
    fields.push(Field::new("parts", DataType::Struct(parts.into()), true));
    fields.into()
}

/// The fields of the `parts` struct among `fields`.
fn part_fields(fields: &Fields) -> Fields {
    match fields
        .iter()
        .find(|f| f.name() == "parts")
        .map(|f| f.data_type())
    {
        Some(DataType::Struct(parts)) => parts.clone(),
        _ => Fields::empty(),
    }
}

/// A text column, written without arrow-rs's builder: the bytes, the
/// offsets and the validity bits pushed straight into vectors reserved for
/// the whole piece (no call, no check but the vectors' own per value),
/// then handed to a `StringArray` as its buffers without arrow-rs's checks
/// of them (a pass over the offsets and the bytes a column): what they
/// check holds by construction, every value a whole `&str` (the proof is at
/// the `unsafe` block of [`Text::finish`]).
struct Text {
    values: Vec<u8>,
    /// `0`, then each row's end in `values` (`i32`: Arrow's `Utf8`).
    offsets: Vec<i32>,
    /// Bit `row % 8` of byte `row / 8` set for a value, clear for a null
    /// (zeroed for the whole piece up front).
    valid: Vec<u8>,
    nulls: bool,
}

impl Text {
    /// A column of `capacity` rows and up to `bytes` bytes, on huge pages
    /// if `huge`: for the column of a whole input array, not for one of an
    /// array's several pieces (which `urispec.arrow.check` joins with a
    /// copy, and drops, when the input was one array), since a huge page
    /// is zeroed whole at its first touch, 2 MiB at least for each column
    /// of each piece, however few bytes a sparse one like `port` holds.
    fn with_capacity(capacity: usize, bytes: usize, huge: bool) -> Self {
        let mut offsets = Vec::with_capacity(capacity + 1);
        offsets.push(0);
        let values = Vec::with_capacity(bytes);
        if huge {
            huge_pages(&values);
            huge_pages(&offsets);
        }
        Text {
            values,
            offsets,
            valid: vec![0; capacity.div_ceil(8)],
            nulls: false,
        }
    }

    fn rows(&self) -> usize {
        self.offsets.len() - 1
    }

    #[inline(always)]
    fn push(&mut self, text: Option<&str>) {
        let row = self.rows();
        match text {
            Some(t) => {
                self.values.extend_from_slice(t.as_bytes());
                let bit = 1 << (row % 8);
                match self.valid.get_mut(row / 8) {
                    Some(byte) => *byte |= bit,
                    None => self.valid.push(bit),
                }
            }
            None => {
                self.nulls = true;
                if self.valid.len() == row / 8 {
                    self.valid.push(0);
                }
            }
        }
        // Wraps past 2 GiB of text; `finish` refuses such a column.
        self.offsets.push(self.values.len() as i32);
    }

    fn finish(&mut self) -> Result<ArrayRef, Unsupported> {
        if i32::try_from(self.values.len()).is_err() {
            return Err(Unsupported(format!(
                "urispec.arrow: {} bytes of one part in one piece, more than a utf8 column holds; \
                 pass the values in smaller arrays",
                self.values.len()
            )));
        }
        let rows = self.rows();
        self.valid.resize(rows.div_ceil(8), 0);
        let valid = Buffer::from_vec(std::mem::take(&mut self.valid));
        let nulls = self
            .nulls
            .then(|| NullBuffer::new(BooleanBuffer::new(valid, 0, rows)));
        let offsets = std::mem::take(&mut self.offsets);
        let values = std::mem::take(&mut self.values);
        debug_assert!(offsets.first() == Some(&0));
        debug_assert!(offsets.windows(2).all(|w| w[0] <= w[1]));
        debug_assert!(offsets
            .last()
            .is_some_and(|&end| end as usize == values.len()));
        debug_assert!(std::str::from_utf8(&values)
            .is_ok_and(|text| offsets.iter().all(|&o| text.is_char_boundary(o as usize))));
        // SAFETY: `OffsetBuffer::new_unchecked` asks for a non-empty buffer
        // of offsets, each at least 0 and none below the one before, and
        // `StringArray::new_unchecked` for what `try_new` checks: the last
        // offset within the values, the bytes between the first and the
        // last UTF-8, every offset on a character boundary, and nulls (if
        // any) of one bit a row. `Text`'s fields are private to this module
        // and written only by `with_capacity` and `push` (then taken here,
        // once), so:
        // - `offsets` starts with the `0` of `with_capacity`, and each
        //   `push` appends `values.len()` after appending to `values`,
        //   which no code shortens: the offsets never decrease, and the
        //   last is `values.len()`, within the values;
        // - none wrapped in the `as i32` of `push`: the final length fits
        //   an `i32` (checked above), and every earlier length was no
        //   larger;
        // - `values` is the concatenation of the `&str`s `push` was given
        //   (each UTF-8, as every `&str` is), so it is UTF-8, and each
        //   offset is the length of a prefix made of whole `&str`s, so it
        //   falls between two characters, never inside one (the values of
        //   an input cut inside a character never get here: `Job::piece`
        //   makes a `&str` of a value or rejects it as `not utf-8`);
        // - the nulls are `BooleanBuffer::new(valid, 0, rows)`, `rows`
        //   long, one a row (`offsets` holds `rows + 1`), and `valid` was
        //   resized above to hold them.
        // The `debug_assert!`s above check the same in debug builds.
        #[allow(unsafe_code)]
        let array = unsafe {
            let offsets = OffsetBuffer::new_unchecked(ScalarBuffer::from(offsets));
            StringArray::new_unchecked(offsets, Buffer::from_vec(values), nulls)
        };
        Ok(Arc::new(array))
    }
}

/// Ask the kernel to back the capacity of `v` with transparent huge pages
/// (2 MiB on x86-64) where it can: one first-touch fault per 2 MiB of output
/// instead of one per 4 KiB page (the machines this was measured on have
/// `/sys/kernel/mm/transparent_hugepage/enabled` at `madvise`, so the
/// advice decides it). Only for buffers of at least two huge pages, which
/// hold at least one aligned huge page wherever they start (a huge page
/// backs its whole 2 MiB once touched, so a smaller buffer would gain
/// little).
fn huge_pages<T>(v: &Vec<T>) {
    #[cfg(target_os = "linux")]
    {
        const HUGE: usize = 2 << 20;
        const PAGE: usize = 4096;
        let bytes = v.capacity() * std::mem::size_of::<T>();
        if bytes < 2 * HUGE {
            return;
        }
        let from = (v.as_ptr() as usize).next_multiple_of(PAGE);
        let to = (v.as_ptr() as usize + bytes) & !(PAGE - 1);
        // SAFETY: `madvise(MADV_HUGEPAGE)` is advice on how the kernel backs
        // the pages of a range (huge pages at the next fault, or collapsed
        // later): it changes neither the contents of any byte nor which
        // addresses are valid, so no reference, here or elsewhere, can
        // observe it. The range is the whole pages inside `v`'s allocation
        // (`from` rounded up, `to` down, `bytes` its capacity, at least 4
        // MiB so `from < to`), memory this process owns and maps. A failure
        // (`EINVAL` without transparent huge pages) leaves the pages as they
        // were, so the result is not looked at.
        #[allow(unsafe_code)]
        unsafe {
            libc::madvise(from as *mut libc::c_void, to - from, libc::MADV_HUGEPAGE);
        }
    }
    #[cfg(not(target_os = "linux"))]
    let _ = v;
}

/// One part column's builder.
enum Column {
    Text(Text),
    Flag(BooleanBuilder),
    List(ListBuilder<StringBuilder>),
}

impl Column {
    /// A builder for `capacity` rows; a text column's bytes reserved up
    /// to `bytes`, the input's (a part is a piece of its input, so a
    /// column of parts never needs more; what is reserved and not written
    /// is never touched, so it costs address space, not memory, but for
    /// the rest of a huge page when `huge`, see [`Text::with_capacity`]).
    fn of(data_type: &DataType, capacity: usize, bytes: usize, huge: bool) -> Self {
        match data_type {
            DataType::Boolean => Column::Flag(BooleanBuilder::with_capacity(capacity)),
            DataType::List(item) => Column::List(
                ListBuilder::with_capacity(StringBuilder::with_capacity(capacity, bytes), capacity)
                    .with_field(item.clone()),
            ),
            _ => Column::Text(Text::with_capacity(capacity, bytes, huge)),
        }
    }

    fn append_null(&mut self) {
        match self {
            Column::Text(b) => b.push(None),
            Column::Flag(b) => b.append_null(),
            Column::List(b) => b.append_null(),
        }
    }

    /// Append `value`; false (and nothing appended) when it is not of the
    /// column's type.
    #[inline(always)]
    fn append(&mut self, value: PartValue<'_, '_>) -> bool {
        match (self, value) {
            (Column::Text(b), PartValue::Text(t)) => b.push(t),
            (Column::Flag(b), PartValue::Flag(v)) => b.append_option(v),
            (Column::List(b), PartValue::List(Some(items))) => {
                for item in items {
                    b.values().append_value(item);
                }
                b.append(true);
            }
            (Column::List(b), PartValue::List(None)) => b.append_null(),
            _ => return false,
        }
        true
    }

    fn finish(&mut self) -> Result<ArrayRef, Unsupported> {
        Ok(match self {
            Column::Text(b) => return b.finish(),
            Column::Flag(b) => Arc::new(b.finish()),
            Column::List(b) => Arc::new(b.finish()),
        })
    }
}

/// The builders of the `error` struct: one per key, and the struct's own
/// validity (a row without an error is a null error).
struct ErrorColumns {
    kind: StringBuilder,
    reason: StringBuilder,
    offset: Int64Builder,
    expected: ListBuilder<StringBuilder>,
    productions: ListBuilder<StringBuilder>,
    literals: ListBuilder<StringBuilder>,
    end_of_input: BooleanBuilder,
    found: StringBuilder,
    message: StringBuilder,
    present: Vec<bool>,
}

impl ErrorColumns {
    fn new(capacity: usize) -> Self {
        let list = || {
            ListBuilder::with_capacity(StringBuilder::new(), capacity)
                .with_field(Arc::new(Field::new("item", DataType::Utf8, true)))
        };
        // Every row has an offset in each (a null too), so they are
        // reserved for the piece; the texts (of rejected rows) are few.
        ErrorColumns {
            kind: StringBuilder::with_capacity(capacity, 0),
            reason: StringBuilder::with_capacity(capacity, 0),
            offset: Int64Builder::with_capacity(capacity),
            expected: list(),
            productions: list(),
            literals: list(),
            end_of_input: BooleanBuilder::with_capacity(capacity),
            found: StringBuilder::with_capacity(capacity, 0),
            message: StringBuilder::with_capacity(capacity, 0),
            present: Vec::with_capacity(capacity),
        }
    }

    /// `n` rows without an error.
    fn nulls(&mut self, n: usize) {
        self.kind.append_nulls(n);
        self.reason.append_nulls(n);
        self.offset.append_nulls(n);
        self.expected.append_nulls(n);
        self.productions.append_nulls(n);
        self.literals.append_nulls(n);
        self.end_of_input.append_nulls(n);
        self.found.append_nulls(n);
        self.message.append_nulls(n);
        self.present.resize(self.present.len() + n, false);
    }

    /// A row's error, as the record's `error` object holds it.
    fn push(&mut self, error: &ErrorRecord) {
        fn list(builder: &mut ListBuilder<StringBuilder>, items: Option<&Vec<&str>>) {
            match items {
                Some(items) => {
                    for item in items {
                        builder.values().append_value(item);
                    }
                    builder.append(true);
                }
                None => builder.append_null(),
            }
        }
        self.kind.append_value(error.kind.name());
        self.reason.append_option(error.reason);
        self.offset
            .append_option(error.offset.map(|o| i64::try_from(o).unwrap_or(i64::MAX)));
        list(&mut self.expected, error.expected.expected.as_ref());
        list(&mut self.productions, error.expected.productions.as_ref());
        list(&mut self.literals, error.expected.literals.as_ref());
        self.end_of_input.append_option(error.expected.end_of_input);
        let mut found = [0; 4];
        self.found
            .append_option(error.found.map(|c| &*c.encode_utf8(&mut found)));
        self.message.append_value(error.message.to_string());
        self.present.push(true);
    }

    fn finish(&mut self, fields: Fields) -> Result<ArrayRef, Unsupported> {
        let arrays: Vec<ArrayRef> = vec![
            Arc::new(self.kind.finish()),
            Arc::new(self.reason.finish()),
            Arc::new(self.offset.finish()),
            Arc::new(self.expected.finish()),
            Arc::new(self.productions.finish()),
            Arc::new(self.literals.finish()),
            Arc::new(self.end_of_input.finish()),
            Arc::new(self.found.finish()),
            Arc::new(self.message.finish()),
        ];
        let nulls = NullBuffer::from(std::mem::take(&mut self.present));
        StructArray::try_new(fields, arrays, Some(nulls))
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Unsupported(e.to_string()))
    }
}

/// The builders of one piece of the output, one row per input value.
pub struct Columns {
    fields: Fields,
    valid: BooleanBuilder,
    error: ErrorColumns,
    /// The rows since the last rejected one, whose errors are null:
    /// appended together when a rejected row or the end comes, not nine
    /// nulls a row.
    error_nulls: usize,
    /// The seven columns of RFC 3986 Appendix B's split.
    split: [Text; 7],
    parts: Vec<Column>,
    /// The struct's own validity: false for a null input.
    present: Vec<bool>,
    /// Whether a row's parts were held to the columns' names yet. The
    /// keys of an edition's parts come in one order ([`Parts::for_each`]),
    /// so the names are compared on the first valid row of a piece and
    /// the parts counted and their types matched on every row.
    names_checked: bool,
}

impl Columns {
    /// The builders of `capacity` rows whose inputs have `bytes` bytes;
    /// `whole` when they make the whole of an input array's struct (not a
    /// piece to be joined), so the text columns go on huge pages.
    pub fn new(fields: &Fields, capacity: usize, bytes: usize, whole: bool) -> Self {
        Columns {
            fields: fields.clone(),
            valid: BooleanBuilder::with_capacity(capacity),
            error: ErrorColumns::new(capacity),
            error_nulls: 0,
            split: std::array::from_fn(|_| Text::with_capacity(capacity, bytes, whole)),
            parts: part_fields(fields)
                .iter()
                .map(|f| Column::of(f.data_type(), capacity, bytes, whole))
                .collect(),
            present: Vec::with_capacity(capacity),
            names_checked: false,
        }
    }

    /// A null input: a null row, every column null.
    pub fn null(&mut self) {
        self.present.push(false);
        self.valid.append_null();
        self.error_nulls += 1;
        for column in &mut self.split {
            column.push(None);
        }
        for b in &mut self.parts {
            b.append_null();
        }
    }

    /// The seven columns of `input`.
    #[inline(always)]
    fn split(&mut self, input: &str) {
        let split = Split::of(input);
        for (column, value) in self.split.iter_mut().zip(split.values()) {
            column.push(value);
        }
    }

    /// An input the grammar accepts, with its named parts.
    pub fn valid(&mut self, input: &str, parsed: &Parsed<'_>) -> Result<(), Unsupported> {
        self.present.push(true);
        self.valid.append_value(true);
        self.error_nulls += 1;
        self.split(input);
        if !self.names_checked {
            let names = part_fields(&self.fields);
            let mut at = 0;
            let mut wrong = None;
            parsed.for_each_part(|key, _| {
                if names.get(at).is_none_or(|f| f.name() != key) {
                    wrong = wrong.or(Some((at, key)));
                }
                at += 1;
            });
            if let Some((at, key)) = wrong {
                return Err(Unsupported(format!(
                    "urispec.arrow: the part {key:?} is not column {at} of the parts"
                )));
            }
            self.names_checked = true;
        }
        let mut at = 0;
        let mut wrong = None;
        // Inlined at each of the parts' calls: a call a part cost a tenth
        // of a row's instructions.
        parsed.for_each_part(
            #[inline(always)]
            |key, value| {
                if !self.parts.get_mut(at).is_some_and(|c| c.append(value)) {
                    wrong = wrong.or(Some((at, key)));
                }
                at += 1;
            },
        );
        if let Some((at, key)) = wrong {
            return Err(Unsupported(format!(
                "urispec.arrow: the part {key:?} does not fit column {at} of the parts"
            )));
        }
        if at != self.parts.len() {
            return Err(Unsupported(format!(
                "urispec.arrow: {at} parts for {} columns",
                self.parts.len()
            )));
        }
        Ok(())
    }

    /// An input the grammar rejects with `e`: its parts null.
    pub fn rejected(&mut self, input: &str, e: &SyntaxError) {
        self.split(input);
        self.invalid(&ErrorRecord::of(e));
    }

    /// A binary input that is not UTF-8 from byte `valid_up_to`: the
    /// record of `urispec check` for such a line (`kind` `not-utf8`, the
    /// offset; the columns split its text with the bad bytes replaced, as
    /// the record's `input` holds it).
    pub fn not_utf8(&mut self, bytes: &[u8], valid_up_to: usize) {
        self.split(&String::from_utf8_lossy(bytes));
        self.invalid(&ErrorRecord::not_utf8(valid_up_to));
    }

    fn invalid(&mut self, error: &ErrorRecord) {
        self.present.push(true);
        self.valid.append_value(false);
        self.flush_error_nulls();
        self.error.push(error);
        for b in &mut self.parts {
            b.append_null();
        }
    }

    /// The null errors of the rows since the last rejected one.
    fn flush_error_nulls(&mut self) {
        let n = std::mem::take(&mut self.error_nulls);
        if n > 0 {
            self.error.nulls(n);
        }
    }

    /// The struct array of the rows so far.
    pub fn finish(mut self) -> Result<ArrayRef, Unsupported> {
        self.flush_error_nulls();
        let field = |name: &str| match self.fields.iter().find(|f| f.name() == name) {
            Some(f) => match f.data_type() {
                DataType::Struct(fields) => Ok(fields.clone()),
                _ => Err(Unsupported(format!("urispec.arrow: {name} is no struct"))),
            },
            None => Err(Unsupported(format!("urispec.arrow: no {name} field"))),
        };
        let (error_fields, part_fields) = (field("error")?, field("parts")?);
        let nulls = if self.present.iter().all(|p| *p) {
            None
        } else {
            Some(NullBuffer::from(self.present))
        };
        let mut arrays: Vec<ArrayRef> = vec![
            Arc::new(self.valid.finish()),
            self.error.finish(error_fields)?,
        ];
        for column in &mut self.split {
            arrays.push(column.finish()?);
        }
        let mut parts = Vec::with_capacity(self.parts.len());
        for column in &mut self.parts {
            parts.push(column.finish()?);
        }
        let parts = StructArray::try_new(part_fields, parts, nulls.clone())
            .map_err(|e| Unsupported(e.to_string()))?;
        arrays.push(Arc::new(parts));
        StructArray::try_new(self.fields, arrays, nulls)
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Unsupported(e.to_string()))
    }
}

/// A value the columns cannot hold (a part of another type than its
/// column's, or one the layout did not list): the library's parts changed
/// and the columns did not follow.
#[derive(Debug)]
pub struct Unsupported(pub String);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unsupported {}
