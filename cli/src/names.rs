//! Command-line values named by the crate's table of editions: the help lists
//! the names the table gives, and a wrong name gets the library's own message
//! (which says, for instance, that `rfc1808` has rules but no grammar).

use std::ffi::OsStr;
use std::fmt::Display;
use std::str::FromStr;

use clap::builder::{PossibleValue, TypedValueParser};
use clap::error::ErrorKind;

/// A value the library names: its name, for the help (clap keeps names as
/// `&'static str`).
pub trait Name: Copy {
    fn name(self) -> &'static str;
}

/// Each type's own `name`, under the trait.
macro_rules! names {
    ($($ty:ty),*) => {$(
        impl Name for $ty {
            fn name(self) -> &'static str {
                <$ty>::name(self)
            }
        }
    )*};
}

names!(
    urispec::Edition,
    urispec::RuleSet,
    urispec::url::SchemeCase,
    urispec::resolve::SurplusDotDot,
    urispec::archive::Surt,
    urispec::Lineage,
    urispec::archive::FormatName
);

/// Parses one of `items` by the library's `FromStr` (its error is the
/// message), and lists each by its name in the help: the value parser
/// of every option whose values the library names (`--scheme-case`,
/// `--dotdot`, `--surt`, `--lineage`, `--format`), so the command line and
/// the Python package take the same names with the same errors.
#[derive(Clone, Copy)]
pub struct Choice<T: 'static>(pub &'static [T]);

impl<T> TypedValueParser for Choice<T>
where
    T: Name + FromStr + Send + Sync + 'static,
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
            self.0.iter().map(|&item| PossibleValue::new(item.name())),
        ))
    }
}
