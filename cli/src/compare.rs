//! `urispec compare`: equivalence under one edition through its normal
//! form (`urispec::compare`).

use std::io::{self, Write};
use std::process::ExitCode;

use serde_json::{json, Value};
use urispec::Edition;

use crate::context::Context;
use crate::man::Page;
use crate::names::Choice;
use crate::out::{complain, json_line};
use crate::subcommand::{matched, Subcommand};
use crate::view::{error_value, ErrorView};
use crate::visible::{visible, visible_lines};

/// Compare two URIs by their normal forms.
///
/// Compare two URIs under one edition by their normal forms: prints
/// `equivalent` or `not equivalent` and both normal forms (exit 0:
/// equivalent; 1: not; 2: a syntax or usage error, as diff(1) does).
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar and equivalence rules to use.
    #[arg(long, default_value_t = Edition::Rfc2396, value_parser = Choice(&Edition::ALL))]
    spec: Edition,
    /// Print one JSON object: a, b, spec, equivalent, normal_forms, error.
    #[arg(long)]
    json: bool,
    /// The first URI.
    a: String,
    /// The second URI.
    b: String,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "the URIs are equivalent"),
        (1, "they are not"),
        (2, "a URI does not parse, or a usage error (as diff(1))"),
    ],
    examples: &[(
        "urispec compare --spec rfc3986 HTTP://a/%7e http://a/~",
        "equivalent under RFC 3986 §6.2.2",
    )],
    see_also: &["normalize"],
};

inventory::submit! {
    Subcommand {
        name: "compare",
        order: 140,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// `compare A B`: prints `equivalent` or `not equivalent` and both normal
/// forms; exit 0 when equivalent, 1 when not, 2 on a syntax error (as
/// diff(1) does). With `json`, one record: `a`, `b`, `spec`, `equivalent`,
/// `normal_forms`, `error` (its object, `input` naming `a` or `b`).
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    let (spec, a, b, json) = (args.spec, args.a.as_str(), args.b.as_str(), args.json);
    let result = urispec::compare::compare(spec, a, b);
    if json {
        let (equivalent, forms, error) = match &result {
            Ok(cmp) => (json!(cmp.equivalent), json!(cmp.normal_forms), Value::Null),
            Err(e) => {
                let mut error = error_value(Some(&ErrorView::of(&e.error)))?;
                if let Value::Object(map) = &mut error {
                    map.insert("input".into(), json!(["a", "b"][e.which.min(1)]));
                }
                (Value::Null, Value::Null, error)
            }
        };
        let record = json!({
            "a": a, "b": b, "spec": spec.name(),
            "equivalent": equivalent, "normal_forms": forms, "error": error,
        });
        json_line(out, &record)?;
        return Ok(ExitCode::from(match &result {
            Ok(cmp) => u8::from(!cmp.equivalent),
            Err(_) => 2,
        }));
    }
    match result {
        Ok(cmp) => {
            let verdict = if cmp.equivalent {
                "equivalent"
            } else {
                "not equivalent"
            };
            writeln!(out, "{verdict} under {spec}")?;
            for form in &cmp.normal_forms {
                writeln!(out, "{}", visible(form))?;
            }
            Ok(ExitCode::from(if cmp.equivalent { 0 } else { 1 }))
        }
        Err(e) => {
            let input = if e.which == 0 { a } else { b };
            let frame = e.error.render(input);
            complain(format_args!(
                "urispec: input {} is no URI under {spec}:\n{}",
                e.which + 1,
                visible_lines(frame.trim_end())
            ));
            Ok(ExitCode::from(2))
        }
    }
}
