//! The columns of `urispec.arrow.check`'s struct array: the verdict and the
//! error, then the edition's named parts (the keys of the `urispec check
//! --json` record after `error`, in the same order), each built with an
//! arrow-rs builder and filled without a Python object or a JSON value per
//! row: the library's `Parts` serialize straight into the builders.

use std::fmt;
use std::sync::Arc;

use arrow_array::builder::{BooleanBuilder, Int64Builder, ListBuilder, StringBuilder};
use arrow_array::{ArrayRef, StructArray};
use arrow_buffer::NullBuffer;
use arrow_schema::{DataType, Field, Fields};
use serde::ser::{self, Impossible, Serialize, SerializeSeq, SerializeStruct, Serializer};
use urispec::check::not_utf8_message;
use urispec::error::SyntaxError;
use urispec::{Edition, Parts};

/// The columns before the parts, with what each holds:
/// `valid` (the verdict), `error_offset` (the byte offset where the
/// grammar stopped matching), `error_kind` (`SyntaxErrorKind::name`, or
/// `not utf-8`), `error_found` (the character there) and `error_expected`
/// (the record's `error.expected` list).
pub const VERDICT_COLUMNS: [&str; 5] = [
    "valid",
    "error_offset",
    "error_kind",
    "error_found",
    "error_expected",
];

/// The `error_kind` of a value that is not UTF-8 (binary input).
pub const NOT_UTF8: &str = "not utf-8";

/// The Arrow type of a named part. Every part is text (`Option<&str>` in
/// the library's `Parts` structs) but three: `prefixed` (the `URL:`
/// preprefix of RFC 1738 §2.2 and the URL drafts, a bool in
/// `url::Parts`), and the lists `segments` and `search_words` of the
/// generic family (RFC 1630, "BNF of Generic URI Syntax": `path` and
/// `search`). A value of another type than its column's is an error, not
/// a silent cast.
fn part_type(key: &str) -> DataType {
    match key {
        "prefixed" => DataType::Boolean,
        "segments" | "search_words" => list_type(),
        _ => DataType::Utf8,
    }
}

fn list_type() -> DataType {
    DataType::List(Arc::new(Field::new("item", DataType::Utf8, true)))
}

/// The fields of the struct array for `grammar`: the verdict columns, then
/// its family's named parts, every field nullable.
pub fn fields(grammar: Edition) -> Result<Fields, Unsupported> {
    let mut fields = vec![
        Field::new(VERDICT_COLUMNS[0], DataType::Boolean, true),
        Field::new(VERDICT_COLUMNS[1], DataType::Int64, true),
        Field::new(VERDICT_COLUMNS[2], DataType::Utf8, true),
        Field::new(VERDICT_COLUMNS[3], DataType::Utf8, true),
        Field::new(VERDICT_COLUMNS[4], list_type(), true),
    ];
    let mut names = Names(Vec::new());
    Parts::absent(grammar).serialize(&mut names)?;
    for key in names.0 {
        fields.push(Field::new(key, part_type(key), true));
    }
    Ok(fields.into())
}

/// One column's builder.
enum Builder {
    Bool(BooleanBuilder),
    Int(Int64Builder),
    Text(StringBuilder),
    List(ListBuilder<StringBuilder>),
}

impl Builder {
    /// A builder for `capacity` rows; a text column's bytes reserved up
    /// to `bytes`, the input's (a part is a piece of its input, so a
    /// column of parts never needs more; what is reserved and not written
    /// is never touched, so it costs address space, not memory).
    fn of(data_type: &DataType, capacity: usize, bytes: usize) -> Self {
        match data_type {
            DataType::Boolean => Builder::Bool(BooleanBuilder::with_capacity(capacity)),
            DataType::Int64 => Builder::Int(Int64Builder::with_capacity(capacity)),
            DataType::List(item) => Builder::List(
                ListBuilder::with_capacity(StringBuilder::new(), capacity).with_field(item.clone()),
            ),
            _ => Builder::Text(StringBuilder::with_capacity(capacity, bytes)),
        }
    }

    fn append_null(&mut self) {
        match self {
            Builder::Bool(b) => b.append_null(),
            Builder::Int(b) => b.append_null(),
            Builder::Text(b) => b.append_null(),
            Builder::List(b) => b.append_null(),
        }
    }

    fn finish(&mut self) -> ArrayRef {
        match self {
            Builder::Bool(b) => Arc::new(b.finish()),
            Builder::Int(b) => Arc::new(b.finish()),
            Builder::Text(b) => Arc::new(b.finish()),
            Builder::List(b) => Arc::new(b.finish()),
        }
    }
}

/// The builders of one piece of the output, one row per input value.
pub struct Columns {
    fields: Fields,
    builders: Vec<Builder>,
    /// The struct's own validity: false for a null input.
    present: Vec<bool>,
    /// Whether a row's parts were held to the columns' names yet. The
    /// keys of an edition's `Parts` come in one order (a struct's fields,
    /// those an edition lacks skipped for every row alike), so the names
    /// are compared on the first row of a piece and counted on every row.
    names_checked: bool,
}

impl Columns {
    /// The builders of `capacity` rows whose inputs have `bytes` bytes.
    pub fn new(fields: &Fields, capacity: usize, bytes: usize) -> Self {
        Columns {
            fields: fields.clone(),
            builders: fields
                .iter()
                .map(|f| Builder::of(f.data_type(), capacity, bytes))
                .collect(),
            present: Vec::with_capacity(capacity),
            names_checked: false,
        }
    }

    /// A null input: a null row, every column null.
    pub fn null(&mut self) {
        self.present.push(false);
        for b in &mut self.builders {
            b.append_null();
        }
    }

    /// An input the grammar accepts, with its named parts.
    pub fn valid(&mut self, parts: &Parts<'_>) -> Result<(), Unsupported> {
        self.present.push(true);
        let (verdict, rest) = self.builders.split_at_mut(VERDICT_COLUMNS.len());
        if let Builder::Bool(b) = &mut verdict[0] {
            b.append_value(true);
        }
        for b in &mut verdict[1..] {
            b.append_null();
        }
        parts.serialize(Row {
            fields: &self.fields[VERDICT_COLUMNS.len()..],
            builders: rest,
            check_names: !self.names_checked,
        })?;
        self.names_checked = true;
        Ok(())
    }

    /// An input the grammar rejects with `e`: its parts null.
    pub fn rejected(&mut self, e: &SyntaxError) {
        let mut found = [0; 4];
        let found = e.found().map(|c| &*c.encode_utf8(&mut found));
        let expected = e.expected().iter().map(|x| x.name());
        self.invalid(e.offset(), e.kind().name(), found, expected);
    }

    /// A binary input that is not UTF-8 from byte `valid_up_to`: the
    /// record of `urispec check` for such a line (offset, an empty
    /// expected list; its message is [`not_utf8_message`]).
    pub fn not_utf8(&mut self, valid_up_to: usize) {
        debug_assert!(!not_utf8_message(valid_up_to).is_empty());
        self.invalid(valid_up_to, NOT_UTF8, None, std::iter::empty());
    }

    fn invalid<'e>(
        &mut self,
        offset: usize,
        kind: &str,
        found: Option<&str>,
        expected: impl Iterator<Item = &'e str>,
    ) {
        self.present.push(true);
        let (verdict, rest) = self.builders.split_at_mut(VERDICT_COLUMNS.len());
        if let [Builder::Bool(valid), Builder::Int(off), Builder::Text(k), Builder::Text(f), Builder::List(x)] =
            verdict
        {
            valid.append_value(false);
            off.append_value(i64::try_from(offset).unwrap_or(i64::MAX));
            k.append_value(kind);
            f.append_option(found);
            for name in expected {
                x.values().append_value(name);
            }
            x.append(true);
        }
        for b in rest {
            b.append_null();
        }
    }

    /// The struct array of the rows so far.
    pub fn finish(mut self) -> Result<ArrayRef, Unsupported> {
        let arrays = self.builders.iter_mut().map(Builder::finish).collect();
        let nulls = if self.present.iter().all(|p| *p) {
            None
        } else {
            Some(NullBuffer::from(self.present))
        };
        StructArray::try_new(self.fields, arrays, nulls)
            .map(|a| Arc::new(a) as ArrayRef)
            .map_err(|e| Unsupported(e.to_string()))
    }
}

/// A value the columns cannot hold (a part of another type than its
/// column's, or one the layout did not list): the library's `Parts`
/// changed and `part_type` did not follow.
#[derive(Debug)]
pub struct Unsupported(pub String);

impl fmt::Display for Unsupported {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for Unsupported {}

impl ser::Error for Unsupported {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Unsupported(msg.to_string())
    }
}

fn refused<T>(what: &str) -> Result<T, Unsupported> {
    Err(Unsupported(format!(
        "urispec.arrow: a part serialized as {what}, which no column holds"
    )))
}

/// Serializer methods that refuse their value (`$what` names it).
macro_rules! refuse {
    ($($method:ident($($arg:ty),*) -> $ok:ty: $what:literal;)*) => {
        $(fn $method(self, $(_: $arg),*) -> Result<$ok, Unsupported> {
            refused($what)
        })*
    };
}

/// The serializer methods a struct of parts never calls at the top.
macro_rules! refuse_all_but_struct_seq_str {
    () => {
        refuse! {
            serialize_i8(i8) -> Self::Ok: "an integer";
            serialize_i16(i16) -> Self::Ok: "an integer";
            serialize_i32(i32) -> Self::Ok: "an integer";
            serialize_i64(i64) -> Self::Ok: "an integer";
            serialize_u8(u8) -> Self::Ok: "an integer";
            serialize_u16(u16) -> Self::Ok: "an integer";
            serialize_u32(u32) -> Self::Ok: "an integer";
            serialize_u64(u64) -> Self::Ok: "an integer";
            serialize_f32(f32) -> Self::Ok: "a float";
            serialize_f64(f64) -> Self::Ok: "a float";
            serialize_char(char) -> Self::Ok: "a char";
            serialize_bytes(&[u8]) -> Self::Ok: "bytes";
            serialize_unit() -> Self::Ok: "a unit";
            serialize_unit_struct(&'static str) -> Self::Ok: "a unit struct";
            serialize_unit_variant(&'static str, u32, &'static str) -> Self::Ok: "a unit variant";
            serialize_tuple(usize) -> Self::SerializeTuple: "a tuple";
            serialize_tuple_struct(&'static str, usize) -> Self::SerializeTupleStruct: "a tuple struct";
            serialize_tuple_variant(&'static str, u32, &'static str, usize) -> Self::SerializeTupleVariant: "a tuple variant";
            serialize_map(Option<usize>) -> Self::SerializeMap: "a map";
            serialize_struct_variant(&'static str, u32, &'static str, usize) -> Self::SerializeStructVariant: "a struct variant";
        }
        fn serialize_newtype_struct<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            value: &T,
        ) -> Result<Self::Ok, Unsupported> {
            value.serialize(self)
        }
        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            _: &T,
        ) -> Result<Self::Ok, Unsupported> {
            refused("a newtype variant")
        }
    };
}

/// The keys of a struct of parts, in order (the layout of an edition).
struct Names(Vec<&'static str>);

impl<'n> Serializer for &'n mut Names {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Impossible<(), Unsupported>;
    type SerializeTuple = Impossible<(), Unsupported>;
    type SerializeTupleStruct = Impossible<(), Unsupported>;
    type SerializeTupleVariant = Impossible<(), Unsupported>;
    type SerializeMap = Impossible<(), Unsupported>;
    type SerializeStruct = &'n mut Names;
    type SerializeStructVariant = Impossible<(), Unsupported>;

    refuse_all_but_struct_seq_str!();
    refuse! {
        serialize_bool(bool) -> (): "a bool";
        serialize_str(&str) -> (): "a string";
        serialize_none() -> (): "a null";
        serialize_seq(Option<usize>) -> Self::SerializeSeq: "a list";
    }
    fn serialize_some<T: ?Sized + Serialize>(self, _: &T) -> Result<(), Unsupported> {
        refused("a value")
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Self, Unsupported> {
        Ok(self)
    }
}

impl SerializeStruct for &mut Names {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        _: &T,
    ) -> Result<(), Unsupported> {
        self.0.push(key);
        Ok(())
    }
    fn end(self) -> Result<(), Unsupported> {
        Ok(())
    }
}

/// One row's parts into the part columns, field by field in the layout's
/// order (a key out of order is an error).
struct Row<'c> {
    fields: &'c [Arc<Field>],
    builders: &'c mut [Builder],
    check_names: bool,
}

impl<'c> Serializer for Row<'c> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Impossible<(), Unsupported>;
    type SerializeTuple = Impossible<(), Unsupported>;
    type SerializeTupleStruct = Impossible<(), Unsupported>;
    type SerializeTupleVariant = Impossible<(), Unsupported>;
    type SerializeMap = Impossible<(), Unsupported>;
    type SerializeStruct = RowFields<'c>;
    type SerializeStructVariant = Impossible<(), Unsupported>;

    refuse_all_but_struct_seq_str!();
    refuse! {
        serialize_bool(bool) -> (): "a bool";
        serialize_str(&str) -> (): "a string";
        serialize_none() -> (): "a null";
        serialize_seq(Option<usize>) -> Self::SerializeSeq: "a list";
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), Unsupported> {
        value.serialize(self)
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<RowFields<'c>, Unsupported> {
        Ok(RowFields { row: self, at: 0 })
    }
}

struct RowFields<'c> {
    row: Row<'c>,
    at: usize,
}

impl SerializeStruct for RowFields<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_field<T: ?Sized + Serialize>(
        &mut self,
        key: &'static str,
        value: &T,
    ) -> Result<(), Unsupported> {
        let at = self.at;
        match self.row.fields.get(at) {
            Some(field) if !self.row.check_names || field.name() == key => {}
            _ => {
                return Err(Unsupported(format!(
                    "urispec.arrow: the part {key:?} is not column {at}"
                )))
            }
        }
        self.at += 1;
        value.serialize(Cell {
            builder: &mut self.row.builders[at],
            in_list: false,
        })
    }
    fn end(self) -> Result<(), Unsupported> {
        if self.at == self.row.fields.len() {
            Ok(())
        } else {
            Err(Unsupported(format!(
                "urispec.arrow: {} parts for {} columns",
                self.at,
                self.row.fields.len()
            )))
        }
    }
}

/// One part into its column (a list's items into the list's values).
struct Cell<'c> {
    builder: &'c mut Builder,
    in_list: bool,
}

impl<'c> Serializer for Cell<'c> {
    type Ok = ();
    type Error = Unsupported;
    type SerializeSeq = Self;
    type SerializeTuple = Impossible<(), Unsupported>;
    type SerializeTupleStruct = Impossible<(), Unsupported>;
    type SerializeTupleVariant = Impossible<(), Unsupported>;
    type SerializeMap = Impossible<(), Unsupported>;
    type SerializeStruct = Impossible<(), Unsupported>;
    type SerializeStructVariant = Impossible<(), Unsupported>;

    refuse_all_but_struct_seq_str!();
    refuse! {
        serialize_struct(&'static str, usize) -> Self::SerializeStruct: "a struct";
    }
    fn serialize_none(self) -> Result<(), Unsupported> {
        match (self.builder, self.in_list) {
            (b, false) => b.append_null(),
            (Builder::List(b), true) => b.values().append_null(),
            _ => return refused("a null item"),
        }
        Ok(())
    }
    fn serialize_some<T: ?Sized + Serialize>(self, value: &T) -> Result<(), Unsupported> {
        value.serialize(self)
    }
    fn serialize_bool(self, v: bool) -> Result<(), Unsupported> {
        match (self.builder, self.in_list) {
            (Builder::Bool(b), false) => b.append_value(v),
            _ => return refused("a bool"),
        }
        Ok(())
    }
    fn serialize_str(self, v: &str) -> Result<(), Unsupported> {
        match (self.builder, self.in_list) {
            (Builder::Text(b), false) => b.append_value(v),
            (Builder::List(b), true) => b.values().append_value(v),
            _ => return refused("a string"),
        }
        Ok(())
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Self, Unsupported> {
        match (&self.builder, self.in_list) {
            (Builder::List(_), false) => Ok(Cell {
                builder: self.builder,
                in_list: true,
            }),
            _ => refused("a list"),
        }
    }
}

impl SerializeSeq for Cell<'_> {
    type Ok = ();
    type Error = Unsupported;
    fn serialize_element<T: ?Sized + Serialize>(&mut self, value: &T) -> Result<(), Unsupported> {
        value.serialize(Cell {
            builder: &mut *self.builder,
            in_list: true,
        })
    }
    fn end(self) -> Result<(), Unsupported> {
        if let Builder::List(b) = self.builder {
            b.append(true);
        }
        Ok(())
    }
}
