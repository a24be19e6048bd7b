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
    urispec_archive::Surt,
    urispec::Lineage,
    urispec_archive::FormatName
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

/// The help of `--lineage`: each lineage by its name, and the editions a
/// capture's date picks from in it ([`urispec::Lineage::editions`]), so
/// the help cannot drift from the table.
pub fn lineage_help() -> String {
    let each: Vec<String> = urispec::Lineage::ALL
        .iter()
        .map(|lineage| {
            let editions: Vec<&str> = lineage.editions().iter().map(|e| e.name()).collect();
            format!("`{}` ({})", lineage.name(), editions.join(", "))
        })
        .collect();
    format!(
        "With `--spec by-date`, the editions a date picks from: {}",
        each.join(" or ")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The help written from the table reads as the help written by hand
    /// did, word for word.
    #[test]
    fn lineage_help_names_each_lineage_and_its_editions() {
        assert_eq!(
            lineage_help(),
            "With `--spec by-date`, the editions a date picks from: `whole-urls` \
             (url-draft-02, url-draft-03, rfc1738, rfc2396, rfc3986) or `partial-forms` \
             (url-draft-02, uri-draft, rfc1630, rfc1808, rfc2396, rfc3986)"
        );
    }
}
