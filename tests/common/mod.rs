//! Shared test helpers: snapshot settings and the compact rendering every
//! case snapshot uses.
#![allow(dead_code)]

use urispec::Edition;

/// Run `f` with insta writing to `snapshots/<area>/` at the top of the repo.
pub fn with_snapshots<R>(area: &str, f: impl FnOnce() -> R) -> R {
    let mut settings = insta::Settings::clone_current();
    settings.set_snapshot_path(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("snapshots")
            .join(area),
    );
    settings.set_prepend_module_to_snapshot(false);
    settings.set_omit_expression(true);
    settings.bind(f)
}

/// A case file holds one input; only its final line ending is not part of it.
pub fn read_case(path: &std::path::Path) -> String {
    let text = std::fs::read_to_string(path).expect("case files are UTF-8");
    let text = text.strip_suffix('\n').unwrap_or(&text);
    text.strip_suffix('\r').unwrap_or(text).to_owned()
}

/// The compact, stable rendering of one input under one grammar: the
/// verdict, the typed parts (raw text), the production tree with byte spans,
/// or the error with its offset, expected productions and caret frame.
pub fn render(spec: Edition, input: &str) -> String {
    let mut out = format!("input: {input:?}\nspec: {spec}\n");
    match urispec::parse(spec, input) {
        Ok(parsed) => {
            assert_eq!(
                parsed.to_string(),
                input,
                "Display must give the input back"
            );
            out.push_str("valid: true\n");
            let mut shown_parts = String::new();
            // The library's named parts, serialized as the binary's JSON
            // records serialize them: the mapping from typed trees to parts
            // exists once (`src/syntax/<family>/parts.rs`).
            let parts = serde_json::to_value(parsed.parts()).expect("the parts serialize");
            let serde_json::Value::Object(parts) = parts else {
                panic!("the parts are a JSON object, not {parts}")
            };
            for (name, value) in parts {
                // A part the input lacks is left out: the snapshot shows what is there.
                let shown = match value {
                    serde_json::Value::Null => continue,
                    serde_json::Value::String(t) => format!("{t:?}"),
                    serde_json::Value::Array(items) => {
                        let items: Vec<&str> = items
                            .iter()
                            .map(|item| item.as_str().expect("list parts are texts"))
                            .collect();
                        format!("{items:?}")
                    }
                    serde_json::Value::Bool(b) => b.to_string(),
                    other => panic!("part {name} is {other}, not text, list, flag or null"),
                };
                shown_parts.push_str(&format!("  {name}: {shown}\n"));
            }
            if !shown_parts.is_empty() {
                out.push_str("parts:\n");
                out.push_str(&shown_parts);
            }
            let tree = urispec::explain(spec, input).expect("explain accepts what parse accepts");
            out.push_str("tree:\n");
            for line in tree.to_string().lines() {
                out.push_str(&format!("  {line}\n"));
            }
        }
        Err(e) => {
            assert!(
                urispec::explain(spec, input).is_err(),
                "explain rejects what parse rejects"
            );
            let expected: Vec<_> = e.expected().iter().map(expected_label).collect();
            let found = e
                .found()
                .map_or("end of input".to_owned(), |c| format!("{c:?}"));
            out.push_str(&format!(
                "valid: false\noffset: {}\nexpected: {}\nfound: {found}\n",
                e.offset(),
                expected.join(" | "),
            ));
            out.push_str(&e.render(input));
        }
    }
    out
}

/// An entry of an error's "expected" list as the snapshots show it: a
/// production by name, a delimiter in double quotes, `end of input`.
pub fn expected_label(e: &urispec::Expected) -> String {
    match e {
        urispec::Expected::Literal(l) => format!("\"{l}\""),
        other => other.name().to_owned(),
    }
}
