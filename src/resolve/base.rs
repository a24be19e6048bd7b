//! A base checked once for the many references resolved against it: the
//! links of a page, the lines of a file.

use super::*;

/// A base (context) URI checked once under a rule set, for resolving many
/// references against it ([`Base::resolve`]): the same answers and errors
/// as [`resolve`] with this base, without parsing the base again for each
/// reference.
///
/// Each rule set checks the base as its document's grammar parses a full
/// form (RFC 1808 §2.2 `absoluteURL`, RFC 2396 §3 `absoluteURI`, RFC 3986 §3
/// `URI`, the TBL texts' and the URL draft's full forms); a base that fails
/// it gives its error for every reference, as [`resolve`] does.
///
/// ```
/// use urispec::resolve::{resolve, Base, RuleSet};
///
/// let base = Base::new("http://a/b/c/d;p?q", RuleSet::Rfc2396);
/// assert_eq!(base.resolve("?y")?.to_string(), "http://a/b/c/?y");
/// assert_eq!(base.resolve("../g")?.to_string(), "http://a/b/g");
/// assert_eq!(base.resolve("g h"), resolve("http://a/b/c/d;p?q", "g h", RuleSet::Rfc2396));
/// // A base that does not parse: every reference gets its error.
/// let broken = Base::new("http://a b/", RuleSet::Rfc2396);
/// assert!(broken.check().is_err());
/// assert_eq!(broken.resolve("g").unwrap_err(), broken.check().unwrap_err());
/// # Ok::<(), urispec::resolve::ResolveError>(())
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Base<'a> {
    text: &'a str,
    /// Its split by RFC 3986 Appendix B (RFC 2396's and RFC 3986's steps
    /// read it, and the check that a result keeps its authority).
    split: Components<'a>,
    rules: Rules,
    checked: Result<(), ResolveError>,
}

impl<'a> Base<'a> {
    /// `text` as the base of resolutions under `rules` (a [`RuleSet`] or
    /// [`Rules`]), checked against the rule set's grammar unless the rules
    /// are [`Rules::lenient`].
    pub fn new(text: &'a str, rules: impl Into<Rules>) -> Self {
        let rules = rules.into();
        let checked = if rules.lenient {
            Ok(())
        } else {
            check::full_form(text, rules.set, Input::Base)
        };
        Base {
            text,
            split: Components::appendix_b(text),
            rules,
            checked,
        }
    }

    /// The base as written.
    pub fn as_str(&self) -> &'a str {
        self.text
    }

    /// The rules it resolves under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The base's check against the rule set's grammar: its
    /// [`ResolveError::Syntax`] where it does not parse as a full form.
    ///
    /// # Errors
    ///
    /// The base's syntax error, which every [`Base::resolve`] returns.
    pub fn check(&self) -> Result<(), ResolveError> {
        self.checked.clone()
    }

    /// Resolve `reference` against this base: [`resolve`]'s answer.
    ///
    /// # Errors
    ///
    /// As [`resolve`]: the base's own error first, then a reference that
    /// does not parse, then the step that cannot apply.
    pub fn resolve(&self, reference: &str) -> Result<Resolved, ResolveError> {
        self.resolve_with_warning(reference)
            .map(|(resolved, _)| resolved)
    }

    /// [`Base::resolve`] with the error that [`Rules::lenient`] or
    /// [`Rules::literal`] let pass, if any: [`resolve_with_warning`]'s answer.
    ///
    /// # Errors
    ///
    /// As [`resolve`].
    pub fn resolve_with_warning(
        &self,
        reference: &str,
    ) -> Result<(Resolved, Option<ResolveError>), ResolveError> {
        let (base, rules) = (self.text, self.rules);
        if !rules.lenient {
            self.checked.clone()?;
            check::reference(reference, rules.set)?;
        }
        let mut warning = None;
        let steps = steps((base, self.split), reference, rules, &mut warning)?;
        let resolved = parts::finish(rules, steps, &mut warning)?;
        // Under RFC 2396 and RFC 3986 a reference with neither a scheme nor
        // `//` takes the base's authority as Appendix B splits it (RFC 2396
        // §5.2 step 4, RFC 3986 §5.2.2), and `finish` has checked that the
        // URI written splits back into it, unless a warning let it pass: the
        // check of the authority can then not fail, and is not made again.
        let implied = matches!(rules.set, RuleSet::Rfc2396 | RuleSet::Rfc3986) && warning.is_none();
        if let (Resolved::Uri(written), false) = (&resolved, implied) {
            check::same_authority(
                rules,
                (base, self.split.authority),
                reference,
                written,
                &mut warning,
            )?;
        }
        Ok((resolved, warning))
    }
}
