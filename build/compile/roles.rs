//! What each rule's span means to the record the typed trees read, as
//! build.rs needs it to place the tagged automaton's tags: read from the
//! walker table written in Rust beside the grammar (`fn role` in
//! `src/grammar/<module>.rs`, with the `roles!` arms of
//! `src/grammar/roles.rs` it expands), by the names of its arms only.
//!
//! Only the kind of each role is read (a slot, a leaf, a group, nothing),
//! never its slot: the generated code hands every tagged span to the sink,
//! which looks its slot up in the same table. The generated
//! `TAGGED_ROLES` lists what was read, and a test holds it to the table
//! itself in every grammar (`tagged_roles_are_the_walker_tables` in
//! `src/grammar.rs`), so a table
//! this reading misreads fails a test rather than tags the wrong rules.

use std::collections::HashMap;

/// The kind of a rule's role in its grammar's walker table
/// (`src/grammar/fill.rs`, `Role`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum RoleKind {
    /// `Role::Slot`: its span is kept, the rules inside are read.
    Slot,
    /// `Role::Leaf`: its span is kept, nothing inside is read.
    Leaf,
    /// `Role::Descend`: nothing kept, the rules inside are read.
    Descend,
    /// `Role::Ignore`: nothing kept, nothing inside read.
    Ignore,
}

impl RoleKind {
    /// Whether the rule's span is kept.
    pub(crate) fn kept(self) -> bool {
        matches!(self, RoleKind::Slot | RoleKind::Leaf)
    }

    /// Whether the rules inside its span are read.
    pub(crate) fn descends(self) -> bool {
        matches!(self, RoleKind::Slot | RoleKind::Descend)
    }

    /// Its name in the generated `TAGGED_ROLES`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            RoleKind::Slot => "Slot",
            RoleKind::Leaf => "Leaf",
            RoleKind::Descend => "Descend",
            RoleKind::Ignore => "Ignore",
        }
    }
}

/// The files the roles of the grammar at `origin` (`grammar/<name>.pest`)
/// are read from: its module, and the shared arms.
pub(crate) fn sources(origin: &str) -> Option<[String; 2]> {
    let stem = origin.rsplit('/').next()?.strip_suffix(".pest")?;
    Some([
        format!("src/grammar/{}.rs", stem.replace('-', "_")),
        String::from("src/grammar/roles.rs"),
    ])
}

/// The kind of every rule the walker table of the grammar at `origin`
/// names, or why it cannot be read.
pub(crate) fn read(origin: &str) -> Result<HashMap<String, RoleKind>, String> {
    let [module, shared] = sources(origin).ok_or("not a grammar file's path")?;
    let text = std::fs::read_to_string(&module).map_err(|e| format!("{module}: {e}"))?;
    let at = text
        .find("fn role(")
        .ok_or_else(|| format!("{module}: no `fn role(`"))?;
    let body = block(&text[at..]).ok_or_else(|| format!("{module}: `fn role` unclosed"))?;
    let mut arms = String::new();
    if let Some(call) = body.find("roles!(") {
        let shared_text = std::fs::read_to_string(&shared).map_err(|e| format!("{shared}: {e}"))?;
        let call = &body[call..];
        let family = if call.starts_with("roles!(url:") {
            "url"
        } else if call.starts_with("roles!(generic:") {
            "generic"
        } else {
            return Err(format!("{module}: a `roles!` of an unknown family"));
        };
        let head = call.split('{').next().unwrap_or_default();
        if head.contains("bnf_1994") {
            arms.push_str(&macro_arm(&shared_text, "(url: $rule:expr, bnf_1994, {")?);
        }
        arms.push_str(&macro_arm(
            &shared_text,
            &format!("({family}: $rule:expr, {{ $($extra:tt)* }})"),
        )?);
    }
    arms.push_str(body);
    kinds(&arms)
}

/// The text of the macro arm of `roles.rs` whose matcher starts `header`:
/// its transcriber's braces and what is inside.
fn macro_arm(text: &str, header: &str) -> Result<String, String> {
    let at = text
        .find(header)
        .ok_or_else(|| format!("src/grammar/roles.rs: no arm `{header}`"))?;
    let after = &text[at + header.len()..];
    let arrow = after
        .find("=>")
        .ok_or_else(|| format!("src/grammar/roles.rs: arm `{header}` without `=>`"))?;
    block(&after[arrow..])
        .map(str::to_owned)
        .ok_or_else(|| format!("src/grammar/roles.rs: arm `{header}` unclosed"))
}

/// From the first `{` of `text` to the `}` that closes it.
fn block(text: &str) -> Option<&str> {
    let open = text.find('{')?;
    let mut depth = 0usize;
    for (i, c) in text[open..].char_indices() {
        match c {
            '{' => depth += 1,
            '}' => {
                depth -= 1;
                if depth == 0 {
                    return Some(&text[open..=open + i]);
                }
            }
            _ => {}
        }
    }
    None
}

/// The kinds the arms `Rule::a | Rule::b => <role>` of `text` give, read
/// by names only (comments skipped): `Role::Slot`, `slot(..)` and
/// `address(..)` keep a span and descend; `Role::Leaf` and `leaf(..)` keep
/// one; `Role::Descend` and `Role::Ignore` keep none.
pub(crate) fn kinds(text: &str) -> Result<HashMap<String, RoleKind>, String> {
    let code: String = text
        .lines()
        .map(|line| line.split("//").next().unwrap_or_default())
        .collect::<Vec<_>>()
        .join("\n");
    let mut out = HashMap::new();
    let mut pending: Vec<String> = Vec::new();
    let mut rest = code.as_str();
    loop {
        let rule = rest.find("Rule::");
        let arrow = rest.find("=>");
        match (rule, arrow) {
            (Some(r), a) if a.is_none_or(|a| r < a) => {
                let name: String = rest[r + 6..]
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                    .collect();
                rest = &rest[r + 6 + name.len()..];
                pending.push(name);
            }
            (_, Some(a)) => {
                let role: String = rest[a + 2..]
                    .trim_start_matches(|c: char| c.is_whitespace() || c == '{')
                    .chars()
                    .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == ':')
                    .collect();
                rest = &rest[a + 2..];
                if pending.is_empty() {
                    continue;
                }
                let kind = match role.as_str() {
                    "Role::Slot" | "slot" | "address" => RoleKind::Slot,
                    "Role::Leaf" | "leaf" => RoleKind::Leaf,
                    "Role::Descend" => RoleKind::Descend,
                    "Role::Ignore" => RoleKind::Ignore,
                    other => return Err(format!("a role written `{other}`, not read")),
                };
                for name in pending.drain(..) {
                    if out
                        .insert(name.clone(), kind)
                        .is_some_and(|old| old != kind)
                    {
                        return Err(format!("`{name}` has two roles"));
                    }
                }
            }
            (_, None) => break,
        }
    }
    Ok(out)
}
