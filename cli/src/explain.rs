//! `urispec explain`: the parse tree of one URI, each node's production and
//! byte span, as text or as one JSON record.

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Value};
use urispec::url::SchemeCase;
use urispec::Edition;

use crate::context::Context;
use crate::man::{Page, USAGE};
use crate::names::Choice;
use crate::out::{complain, json_line};
use crate::subcommand::{matched, Subcommand};
use crate::view::{error_value, ErrorView};
use crate::visible::visible_lines;

/// Print the parse tree of a URI.
///
/// Print the parse tree of a URI: each node's production and byte span.
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar to use.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
    /// How the URL grammars match scheme names.
    #[arg(long, default_value_t, value_parser = Choice(&SchemeCase::ALL))]
    scheme_case: SchemeCase,
    /// Print one JSON object: input, spec, valid, error, nodes (each
    /// node's production, section, start, end, depth, text).
    #[arg(long)]
    json: bool,
    /// The URI.
    uri: String,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "the URI parses"),
        (1, "it does not (the error and its caret frame on stderr)"),
        USAGE,
    ],
    examples: &[
        (
            "urispec explain 'http://a/b?c'",
            "the tree of a URI under RFC 2396",
        ),
        (
            "urispec explain --spec rfc3986 foo://example.com:8042/over/there",
            "under RFC 3986",
        ),
    ],
    see_also: &["parse", "grammar-diff"],
};

inventory::submit! {
    Subcommand {
        name: "explain",
        order: 20,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Print the tree of `uri` under `spec` (exit 0), or its error with the
/// caret frame on stderr (exit 1). With `json`, one record: `input`,
/// `spec`, `valid`, `error`, `nodes` (each node's `production`, `section`,
/// `start`, `end`, `depth` and `text`, parents first; `null` for an input
/// the grammar rejects), the error in the record and not on stderr.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let (spec, uri, json) = (args.spec, args.uri.as_str(), args.json);
    let tree = urispec::explain_with(spec, uri, args.scheme_case.into());
    if json {
        let (nodes, error) = match &tree {
            Ok(tree) => (serde_json::to_value(tree)?["nodes"].take(), None),
            Err(e) => (Value::Null, Some(ErrorView::of(e))),
        };
        let record = json!({
            "input": uri,
            "spec": spec.name(),
            "valid": error.is_none(),
            "error": error_value(error.as_ref())?,
            "nodes": nodes,
        });
        json_line(out, &record)?;
        return Ok(ExitCode::from(u8::from(error.is_some())));
    }
    match tree {
        Ok(tree) => write!(out, "{}", visible_lines(&tree.to_string())).map(|()| ExitCode::SUCCESS),
        Err(e) => {
            let frame = e.render(uri);
            complain(format_args!("{}", visible_lines(frame.trim_end())));
            Ok(ExitCode::from(1))
        }
    }
}
