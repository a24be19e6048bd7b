//! What `urispec resolve` and `urispec relativize` share: their rules'
//! options, their pairs (two arguments, or `BASE<TAB>X` lines from stdin)
//! and one record per pair, as JSON Lines or as plain lines.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Value};
use urispec::resolve::{relativize, resolve_with_warning, RuleSet, Rules, SurplusDotDot};

use crate::input::{self, Line, MaxLine, Place};
use crate::out::{complain, complain_after};
use crate::status;
use crate::view::{ErrorKind, ErrorView};
use crate::visible::visible;

/// Which way to go.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Direction {
    /// BASE + REFERENCE -> resolved URI.
    Resolve,
    /// BASE + TARGET -> reference.
    Relativize,
}

/// One input pair (base, second URI), or the raw line and why it is not one.
pub type Pair = Result<(String, String), (String, NotAPair)>;

/// Why a stdin line is no pair.
pub enum NotAPair {
    /// It has no tab; the name of the second URI it lacks.
    NoTab(&'static str),
    /// It is not UTF-8 from this offset.
    NotUtf8(usize),
}

impl NotAPair {
    /// Its error object: a `record` error (reason `pair`) or `not-utf8`.
    fn error(&self) -> ErrorView {
        match *self {
            NotAPair::NoTab(second) => ErrorView::other(
                ErrorKind::Record,
                Some("pair"),
                None,
                format!("expected BASE<TAB>{second} on each line"),
            ),
            NotAPair::NotUtf8(offset) => ErrorView::not_utf8(offset),
        }
    }
}

/// The pair of one `BASE<TAB>X` line from stdin.
pub fn pair_of(direction: Direction, line: &Line<'_>) -> Pair {
    let second = match direction {
        Direction::Resolve => "REFERENCE",
        Direction::Relativize => "TARGET",
    };
    match line {
        Line::Text(text) => match text.split_once('\t') {
            Some((b, r)) => Ok((b.to_owned(), r.to_owned())),
            None => Err(((*text).to_owned(), NotAPair::NoTab(second))),
        },
        Line::NotUtf8 { lossy, offset } => Err((lossy.clone(), NotAPair::NotUtf8(*offset))),
    }
}

/// Print one pair's record; whether it succeeded. Without `--json` the
/// result is a line of stdout, and a pair that has none gives an empty line
/// there (from stdin) and its error on stderr ([`Place::fail`]).
pub fn write(
    out: &mut impl Write,
    place: Place,
    direction: Direction,
    rules: Rules,
    json: bool,
    pair: &Pair,
) -> io::Result<bool> {
    let (base, second, outcome) = match pair {
        Ok((base, second)) => {
            let outcome = match direction {
                Direction::Resolve => resolve_with_warning(base, second, rules)
                    .map(|(r, warning)| (r.to_string(), warning)),
                Direction::Relativize => relativize(base, second, rules).map(|r| (r, None)),
            };
            (
                base.as_str(),
                second.as_str(),
                outcome.map_err(|e| ErrorView::resolve(&e)),
            )
        }
        Err((line, why)) => (line.as_str(), "", Err(why.error())),
    };
    let (outcome, warning) = match outcome {
        Ok((result, warning)) => (Ok(result), warning.map(|w| w.to_string())),
        Err(e) => (Err(e), None),
    };
    if json {
        let record = Record {
            place,
            direction,
            rules,
            base,
            second,
            outcome: &outcome,
            warning: warning.as_deref(),
        };
        writeln!(out, "{}", record.json())?;
    } else {
        if let Some(w) = &warning {
            place.warn(out, w)?;
        }
        match &outcome {
            Ok(result) => writeln!(out, "{}", visible(result))?,
            Err(e) => place.fail(out, &e.message.to_string())?,
        }
    }
    Ok(outcome.is_ok())
}

/// Print the error of a stdin line longer than the maximum, whose first
/// bytes are `shown`: its record with `--json` (as a line that is no pair's),
/// else the message on stderr (the rest of stdin is not read, so no empty
/// line stands for it).
pub fn write_too_long(
    out: &mut impl Write,
    line: u64,
    direction: Direction,
    rules: Rules,
    json: bool,
    (shown, message, max): (&str, &str, usize),
) -> io::Result<()> {
    if json {
        let outcome = Err(ErrorView::other(
            ErrorKind::TooLong,
            None,
            Some(max),
            message.to_owned(),
        ));
        let record = Record {
            place: Place::Line(line),
            direction,
            rules,
            base: shown,
            second: "",
            outcome: &outcome,
            warning: None,
        };
        writeln!(out, "{}", record.json())
    } else {
        let message = visible(message);
        complain_after(out, format!("urispec: {message}\n").as_bytes())
    }
}

/// The JSON record of one pair.
struct Record<'a> {
    place: Place,
    direction: Direction,
    rules: Rules,
    base: &'a str,
    second: &'a str,
    outcome: &'a Result<String, ErrorView>,
    warning: Option<&'a str>,
}

impl Record<'_> {
    /// `line` (from stdin only), `base`, the second URI, `rules`, the
    /// result, `error`, and `warning` when there is one.
    fn json(&self) -> Value {
        let (second_key, result_key) = match self.direction {
            Direction::Resolve => ("reference", "resolved"),
            Direction::Relativize => ("target", "reference"),
        };
        let mut map = serde_json::Map::new();
        if let Some(line) = self.place.line() {
            map.insert("line".into(), json!(line));
        }
        map.insert("base".into(), json!(self.base));
        map.insert(second_key.into(), json!(self.second));
        map.insert("rules".into(), json!(self.rules.set().name()));
        map.insert(
            result_key.into(),
            self.outcome.as_ref().map_or(Value::Null, |r| json!(r)),
        );
        map.insert(
            "error".into(),
            self.outcome
                .as_ref()
                .err()
                .map_or(Ok(Value::Null), serde_json::to_value)
                .unwrap_or(Value::Null),
        );
        // Only when lenient or literal rules let an error pass (RFC 2396 §5,
        // step 7, another authority under the TBL texts).
        if let Some(w) = self.warning {
            map.insert("warning".into(), json!(w));
        }
        Value::Object(map)
    }
}

/// The resolution rules and the choices their documents leave open.
#[derive(clap::Args)]
pub struct RulesArgs {
    /// The document whose rules for partial forms to follow.
    #[arg(long, default_value_t = RuleSet::Rfc2396, value_parser = crate::names::Choice(&RuleSet::ALL))]
    rules: RuleSet,
    /// RFC 2396 step 6g: keep (the default), remove or refuse surplus leading
    /// ".." segments. Applies to --rules rfc2396 only.
    #[arg(long, value_parser = crate::names::Choice(&SurplusDotDot::ALL))]
    dotdot: Option<SurplusDotDot>,
    /// RFC 2396 step 3 / RFC 3986 5.2.2 backward compatibility: read `http:g`
    /// against an http base as relative. Applies to --rules rfc1808, rfc2396
    /// and rfc3986 only.
    #[arg(long)]
    same_scheme_relative: bool,
    /// Today's string-level resolution: no grammar check of the base and the
    /// reference, an opaque base accepted under rfc2396, and a path that step
    /// 7 glues to the authority (rfc1808, rfc2396) written as it is, with a
    /// warning.
    #[arg(long)]
    lenient: bool,
    /// The TBL texts' literal answers where a later reader sees another host
    /// (their model has no authority, so `..` can climb over it): written
    /// with a warning instead of refused. Unlike --lenient, the base and the
    /// reference are still checked against the grammar.
    #[arg(long)]
    literal: bool,
}

impl RulesArgs {
    /// The rules, or a usage error for an option the rule set does not read.
    pub fn rules(&self) -> Result<Rules, String> {
        let set = self.rules;
        if self.dotdot.is_some() && set != RuleSet::Rfc2396 {
            return Err(format!(
                "urispec: --dotdot applies to --rules rfc2396 only (step 6g), not {set}"
            ));
        }
        if self.same_scheme_relative
            && !matches!(set, RuleSet::Rfc1808 | RuleSet::Rfc2396 | RuleSet::Rfc3986)
        {
            return Err(format!(
                "urispec: --same-scheme-relative applies to --rules rfc1808, rfc2396 and rfc3986 only, not {set}"
            ));
        }
        Ok(Rules::new(set)
            .surplus_dotdot(self.dotdot.unwrap_or_default())
            .same_scheme_relative(self.same_scheme_relative)
            .lenient(self.lenient)
            .literal(self.literal))
    }
}

/// The two positional arguments, or `None` to read `BASE<TAB>X` lines from
/// stdin.
pub fn pair_from(
    first: Option<String>,
    second: Option<String>,
) -> Result<Option<(String, String)>, ExitCode> {
    match (first, second) {
        (Some(a), Some(b)) => Ok(Some((a, b))),
        (Some(_), None) | (None, Some(_)) => {
            complain(format_args!(
                "urispec: give both BASE and the second URI, or neither (stdin)"
            ));
            Err(ExitCode::from(2))
        }
        (None, None) => Ok(None),
    }
}

/// `resolve` or `relativize`: the pair of arguments, or every stdin line.
pub fn each_pair(
    out: &mut impl Write,
    direction: Direction,
    rules: &RulesArgs,
    max_line: MaxLine,
    json: bool,
    (first, second): (Option<String>, Option<String>),
) -> io::Result<ExitCode> {
    let (rules, pair) = match rules
        .rules()
        .map_err(status::usage)
        .and_then(|rules| pair_from(first, second).map(|pair| (rules, pair)))
    {
        Ok(found) => found,
        Err(code) => return Ok(code),
    };
    let Some(pair) = pair else {
        return input::filter_stdin(
            out,
            max_line,
            |out, place, line| {
                let pair = pair_of(direction, &Line::of(line));
                write(out, place, direction, rules, json, &pair)
            },
            |out, too_long| {
                let shown = input::shown(too_long);
                let message = input::too_long_message(too_long, "stdin");
                write_too_long(
                    out,
                    too_long.line,
                    direction,
                    rules,
                    json,
                    (&shown, &message, too_long.max),
                )
            },
        );
    };
    let ok = write(out, Place::Argument, direction, rules, json, &Ok(pair))?;
    Ok(status::of(ok))
}
