//! Command-line values named by the crate's table of editions: the help lists
//! the names the table gives, and a wrong name gets the library's own message
//! (which says, for instance, that `rfc1808` has rules but no grammar).

use std::ffi::OsStr;
use std::fmt::Display;
use std::str::FromStr;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;

/// Parses one of `items` by its spec name.
#[derive(Clone, Copy)]
pub struct Named<T: 'static>(pub &'static [T]);

impl<T> TypedValueParser for Named<T>
where
    T: Copy + Into<urispec::Edition> + FromStr + Send + Sync + 'static,
    T::Err: Display,
{
    type Value = T;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        _arg: Option<&clap::Arg>,
        value: &OsStr,
    ) -> Result<T, clap::Error> {
        let text = value.to_string_lossy();
        text.parse::<T>()
            .map_err(|e| clap::Error::raw(ErrorKind::InvalidValue, format!("{e}\n")).with_cmd(cmd))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(
            self.0
                .iter()
                .map(|&item| PossibleValue::new(item.into().name())),
        ))
    }
}
