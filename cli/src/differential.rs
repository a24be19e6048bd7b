//! `urispec differential`: the vectors of one edition run through another
//! program, and the disagreements grouped into classes.
//!
//! The protocol (README, "Testing another implementation"): urispec writes
//! one JSON string per line to the program's stdin, so LF, CR, NUL and any
//! character travel escaped; the program answers each with one line,
//! `valid` or `invalid`, optionally followed by one space and a JSON
//! object: for `valid` the parts it found under the keys of `parse --json`
//! (`scheme`, `host`, ...; a key it does not give is not compared), for
//! `invalid` an `offset` (the byte offset of the error in the UTF-8 input).
//! The vectors are Unicode text, so no input needs an escape for bytes that
//! are not UTF-8; the report counts such inputs all the same (none).
//!
//! Parsing only: `urispec vectors --rules` writes resolution triples to read.

use std::io::{self, BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{self, Receiver, RecvTimeoutError};
use std::time::Duration;

use serde_json::{Map, Value};
use urispec::vectors::Vectors;
use urispec::{Edition, Production};

use crate::context::Context;
use crate::man::Page;
use crate::subcommand::{matched, Subcommand};
use crate::words::count;

/// Run the vectors through another implementation, by class.
///
/// Run an edition's vectors through another program (`-- COMMAND
/// [ARGS]`) speaking the protocol of the README's "Testing another
/// implementation", and print the disagreements in classes (exit 0:
/// none; 1: some; 2: the program died or spoke out of protocol).
#[derive(clap::Args)]
pub struct Args {
    /// The edition whose grammar the vectors come from and whose verdicts
    /// the program's answers are held to.
    #[arg(long, value_parser = crate::names::Choice(&Edition::ALL))]
    spec: Edition,
    /// How many vectors.
    #[arg(long, default_value_t = 10_000)]
    count: usize,
    /// The seed of the vectors (`urispec vectors --seed`).
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// How long to wait for each answer, in seconds: a program silent for
    /// longer is stopped, and the run ends with exit status 2.
    #[arg(long, value_name = "SECONDS", default_value_t = 30, value_parser = clap::value_parser!(u64).range(1..))]
    timeout: u64,
    /// The program and its arguments, after `--`.
    #[arg(last = true, required = true, value_name = "COMMAND")]
    command: Vec<String>,
}

/// What the program said of one input.
#[derive(Debug, Clone, PartialEq)]
struct Answer {
    valid: bool,
    /// `valid`: the parts it gives; `invalid`: its `offset`, if any.
    object: Option<Map<String, Value>>,
}

/// Why a run stopped (exit 2).
struct Broken(String);

impl From<io::Error> for Broken {
    fn from(e: io::Error) -> Self {
        Broken(format!("cannot talk to the program: {e}"))
    }
}

/// The program, spoken to line by line. Dropped before it has finished
/// (a run that stops on an error), it is killed.
struct Program {
    child: Child,
    stdin: Option<io::BufWriter<ChildStdin>>,
    answers: Answers,
    answered: usize,
}

impl Drop for Program {
    fn drop(&mut self) {
        // A program that has already ended makes both calls no-ops.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The program's output lines, read on a thread of their own, so that a
/// program that stops answering is noticed (`--timeout`).
struct Answers {
    lines: Receiver<io::Result<String>>,
    timeout: Duration,
}

impl Answers {
    fn start(stdout: impl io::Read + Send + 'static, timeout: Duration) -> Self {
        let (send, lines) = mpsc::channel();
        std::thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            loop {
                let mut line = String::new();
                let read = stdout.read_line(&mut line);
                let end = matches!(read, Ok(0) | Err(_));
                if send.send(read.map(|_| line)).is_err() || end {
                    return;
                }
            }
        });
        Answers { lines, timeout }
    }

    /// The next line with its ending, or the empty string once the program's
    /// output has ended; `number` answers came before it.
    fn next(&self, number: usize) -> Result<String, Broken> {
        match self.lines.recv_timeout(self.timeout) {
            Ok(Ok(line)) => Ok(line),
            Ok(Err(e)) => Err(e.into()),
            Err(RecvTimeoutError::Disconnected) => Ok(String::new()),
            Err(RecvTimeoutError::Timeout) => Err(Broken(format!(
                "no answer to input {} within {} s (--timeout); the program was stopped",
                number + 1,
                self.timeout.as_secs()
            ))),
        }
    }
}

impl Program {
    fn start(command: &[String], timeout: Duration) -> Result<Self, Broken> {
        let (name, args) = command
            .split_first()
            .ok_or_else(|| Broken("no program to run".into()))?;
        let mut child = Command::new(name)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .map_err(|e| Broken(format!("cannot run `{name}`: {e}")))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(Broken("the program's pipes are missing".into()));
        };
        Ok(Program {
            child,
            stdin: Some(io::BufWriter::new(stdin)),
            answers: Answers::start(stdout, timeout),
            answered: 0,
        })
    }

    /// The answers to `inputs`, written by a second thread while this one
    /// reads, so neither side's pipe fills while the other waits.
    fn ask_all(&mut self, inputs: &[String]) -> Result<Vec<Answer>, Broken> {
        let Program {
            stdin,
            answers: lines,
            child,
            ..
        } = self;
        let stdin = stdin
            .as_mut()
            .ok_or_else(|| Broken("stdin closed".into()))?;
        std::thread::scope(|scope| {
            let writer = scope.spawn(move || -> io::Result<()> {
                for input in inputs {
                    write_question(&mut *stdin, input)?;
                }
                stdin.flush()
            });
            let mut answers = Vec::with_capacity(inputs.len());
            let mut failure = None;
            for _ in inputs {
                match read_answer(lines, self.answered + answers.len()) {
                    Ok(answer) => answers.push(answer),
                    Err(e) => {
                        failure = Some(e);
                        break;
                    }
                }
            }
            if failure.is_some() {
                // The writer may wait on a full pipe that the program no
                // longer reads: stopped, the program lets it go.
                let _ = child.kill();
            }
            let written = writer.join();
            if let Some(e) = failure {
                return Err(e);
            }
            match written {
                Ok(Ok(())) => Ok(answers),
                Ok(Err(e)) => Err(e.into()),
                Err(_) => Err(Broken("the writing thread stopped".into())),
            }
        })
        .inspect(|answers| self.answered += answers.len())
    }

    fn ask(&mut self, input: &str) -> Result<Answer, Broken> {
        let stdin = self
            .stdin
            .as_mut()
            .ok_or_else(|| Broken("stdin closed".into()))?;
        write_question(&mut *stdin, input)?;
        stdin.flush()?;
        let answer = read_answer(&self.answers, self.answered)?;
        self.answered += 1;
        Ok(answer)
    }

    /// Close its stdin and wait for it; a line more than the questions
    /// is out of protocol.
    fn finish(mut self) -> Result<(), Broken> {
        drop(self.stdin.take());
        let rest = self.answers.next(self.answered)?;
        self.child.wait()?;
        if !rest.is_empty() {
            return Err(out_of_protocol(self.answered, rest.trim_end()));
        }
        Ok(())
    }
}

fn write_question(out: &mut impl Write, input: &str) -> io::Result<()> {
    serde_json::to_writer(&mut *out, input).map_err(io::Error::from)?;
    out.write_all(b"\n")
}

/// One answer line: `valid` or `invalid`, then optionally ` {...}`.
fn read_answer(answers: &Answers, number: usize) -> Result<Answer, Broken> {
    let line = answers.next(number)?;
    if line.is_empty() {
        return Err(Broken(format!(
            "the program ended after {}",
            count(number as u64, "answer", "answers")
        )));
    }
    let text = line.trim_end_matches(['\n', '\r']);
    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
    let valid = match word {
        "valid" => true,
        "invalid" => false,
        _ => return Err(out_of_protocol(number, text)),
    };
    let object = if rest.trim().is_empty() {
        None
    } else {
        match serde_json::from_str::<Value>(rest) {
            Ok(Value::Object(map)) => Some(map),
            _ => return Err(out_of_protocol(number, text)),
        }
    };
    Ok(Answer { valid, object })
}

fn out_of_protocol(number: usize, text: &str) -> Broken {
    Broken(format!(
        "answer {} is out of protocol (`valid` or `invalid`, then optionally a JSON object): {}",
        number + 1,
        crate::view::heading(text)
    ))
}

/// urispec's side of one input.
struct Ours {
    parts: Option<Map<String, Value>>,
    error: Option<urispec::SyntaxError>,
}

fn ours(spec: Edition, input: &str) -> Ours {
    match urispec::parse(spec, input) {
        Ok(parsed) => Ours {
            parts: crate::view::entries(&parsed.parts()).ok(),
            error: None,
        },
        Err(e) => Ours {
            parts: None,
            error: Some(e),
        },
    }
}

/// What a class of disagreements is: who accepts, the part, the
/// character, the production.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    /// urispec rejects at a character where it expected a production.
    TheyAccept { found: String, expected: String },
    /// The program rejects at its offset, inside a production.
    TheyReject { found: String, production: String },
    /// The program rejects and gives no offset: the characters other than
    /// letters and digits of the minimal example.
    TheyRejectSomewhere { characters: String },
    /// Both accept; the first part that differs, the character where it
    /// first does.
    Part { part: String, found: String },
}

fn shown_char(c: Option<char>) -> String {
    match c {
        Some(c) => format!("{c:?}"),
        None => "end of input".into(),
    }
}

fn char_at(input: &str, offset: usize) -> Option<char> {
    input.get(offset..).and_then(|s| s.chars().next())
}

/// The innermost production of urispec's tree over `offset`.
fn production_at(spec: Edition, input: &str, offset: usize) -> Option<Production> {
    let tree = urispec::explain(spec, input).ok()?;
    tree.nodes()
        .iter()
        .filter(|n| n.span.start <= offset && offset < n.span.end.max(n.span.start + 1))
        .max_by_key(|n| n.depth)
        .map(|n| n.production)
}

fn specials(input: &str) -> String {
    let mut chars: Vec<char> = input
        .chars()
        .filter(|c| !c.is_ascii_alphanumeric())
        .collect();
    chars.sort_unstable();
    chars.dedup();
    chars.into_iter().collect()
}

/// The class of one disagreement, or `None` when the two sides agree;
/// `TheyRejectSomewhere` carries the input's own characters (the caller
/// shrinks it).
fn classify(spec: Edition, input: &str, ours: &Ours, theirs: &Answer) -> Option<Key> {
    match (&ours.error, theirs.valid) {
        (Some(_), false) => None,
        (Some(e), true) => Some(Key::TheyAccept {
            found: shown_char(e.found()),
            expected: e
                .expected()
                .first()
                .map_or_else(|| "end of input".into(), |x| x.name().to_owned()),
        }),
        (None, false) => {
            let offset = theirs
                .object
                .as_ref()
                .and_then(|o| o.get("offset"))
                .and_then(Value::as_u64)
                .and_then(|o| usize::try_from(o).ok());
            Some(match offset {
                Some(offset) => Key::TheyReject {
                    found: shown_char(char_at(input, offset)),
                    production: production_at(spec, input, offset)
                        .map_or_else(|| "(none)".into(), |p| p.name.to_owned()),
                },
                None => Key::TheyRejectSomewhere {
                    characters: specials(input),
                },
            })
        }
        (None, true) => {
            let ours = ours.parts.as_ref()?;
            let theirs = theirs.object.as_ref()?;
            ours.iter().find_map(|(key, value)| {
                let other = theirs.get(key)?;
                (other != value).then(|| {
                    let a = value.as_str().unwrap_or("");
                    let b = other.as_str().unwrap_or("");
                    let at = a
                        .char_indices()
                        .zip(b.chars())
                        .find(|((_, x), y)| x != y)
                        .map_or(a.len().min(b.len()), |((i, _), _)| i);
                    let found = if value.is_null() {
                        "absent in urispec's".into()
                    } else if other.is_null() {
                        "absent in the program's".into()
                    } else {
                        shown_char(char_at(a, at))
                    };
                    Key::Part {
                        part: key.clone(),
                        found,
                    }
                })
            })
        }
    }
}

/// Shrink `input` while `keep` holds, dropping runs of characters, halving
/// the run each round; at most `budget` questions.
fn shrink(
    input: &str,
    mut budget: usize,
    mut keep: impl FnMut(&str) -> Result<bool, Broken>,
) -> Result<String, Broken> {
    let mut chars: Vec<char> = input.chars().collect();
    let mut run = (chars.len() / 2).max(1);
    loop {
        let mut i = 0;
        while i < chars.len() && budget > 0 {
            let mut candidate = chars.clone();
            candidate.drain(i..(i + run).min(chars.len()));
            let text: String = candidate.iter().collect();
            budget -= 1;
            if keep(&text)? {
                chars = candidate;
            } else {
                i += run;
            }
        }
        if run == 1 || budget == 0 {
            return Ok(chars.into_iter().collect());
        }
        run /= 2;
    }
}

/// Questions a shrink may ask, and shrinks a run may do.
const SHRINK_BUDGET: usize = 400;
const SHRINKS: usize = 64;

/// One class: its key, how many vectors, its first and minimal example.
struct Class {
    key: Key,
    count: usize,
    first: String,
    minimal: Option<String>,
}

/// The facts of its man page that its definitions do not give.
pub const PAGE: Page = Page {
    exit: &[
        (0, "no disagreement"),
        (1, "some: printed in classes"),
        (
            2,
            "the program died or spoke out of protocol, or a usage error",
        ),
    ],
    examples: &[(
        "urispec differential --spec rfc3986 -- urispec adapter --spec rfc3986",
        "urispec against itself, which agrees throughout",
    )],
    see_also: &["vectors", "adapter"],
};

inventory::submit! {
    Subcommand {
        name: "differential",
        order: 120,
        args: <Args as clap::Args>::augment_args,
        page: &PAGE,
        run: |matches, out, context| run(out, &matched(matches)?, context),
    }
}

/// Run the vectors through the program and print the classes.
pub fn run(out: &mut impl Write, args: &Args, _: &Context) -> io::Result<ExitCode> {
    match compare(out, args) {
        Ok(code) => Ok(code),
        Err(Broken(message)) => {
            out.flush()?;
            crate::out::complain(format_args!("urispec differential: {message}"));
            Ok(ExitCode::from(2))
        }
    }
}

fn compare(out: &mut impl Write, args: &Args) -> Result<ExitCode, Broken> {
    let spec = args.spec;
    let vectors = Vectors::new(spec, args.seed).map_err(|e| Broken(e.to_string()))?;
    let inputs: Vec<String> = vectors.take(args.count).map(|v| v.input).collect();
    let mut program = Program::start(&args.command, Duration::from_secs(args.timeout))?;
    let answers = program.ask_all(&inputs)?;
    let mut classes: Vec<Class> = Vec::new();
    let mut shrinks = 0;
    let mut disagreements = 0;
    for (input, answer) in inputs.iter().zip(&answers) {
        let ours_now = ours(spec, input);
        let Some(mut key) = classify(spec, input, &ours_now, answer) else {
            continue;
        };
        disagreements += 1;
        if let Key::TheyRejectSomewhere { characters } = &key {
            // Join the first class whose characters this input holds all
            // of; else shrink it to the class of its minimal example.
            let joined = classes.iter().position(|c| match &c.key {
                Key::TheyRejectSomewhere { characters: have } => {
                    have.chars().all(|c| characters.contains(c))
                }
                _ => false,
            });
            if let Some(i) = joined {
                classes[i].count += 1;
                continue;
            }
            if shrinks < SHRINKS {
                shrinks += 1;
                let minimal = shrink(input, SHRINK_BUDGET, |candidate| {
                    Ok(urispec::parse(spec, candidate).is_ok() && !program.ask(candidate)?.valid)
                })?;
                key = Key::TheyRejectSomewhere {
                    characters: specials(&minimal),
                };
                classes.push(Class {
                    key,
                    count: 1,
                    first: input.clone(),
                    minimal: Some(minimal),
                });
                continue;
            }
        }
        match classes.iter_mut().find(|c| c.key == key) {
            Some(class) => class.count += 1,
            None => classes.push(Class {
                key,
                count: 1,
                first: input.clone(),
                minimal: None,
            }),
        }
    }
    // A minimal example for each other class, as far as the budget goes.
    for class in classes.iter_mut().filter(|c| c.minimal.is_none()) {
        if shrinks >= SHRINKS {
            break;
        }
        shrinks += 1;
        let key = class.key.clone();
        let first = class.first.clone();
        class.minimal = Some(shrink(&first, SHRINK_BUDGET, |candidate| {
            let answer = program.ask(candidate)?;
            Ok(classify(spec, candidate, &ours(spec, candidate), &answer).as_ref() == Some(&key))
        })?);
    }
    program.finish()?;
    classes.sort_by(|a, b| b.count.cmp(&a.count).then_with(|| a.key.cmp(&b.key)));
    report(out, args, inputs.len(), disagreements, &classes)?;
    Ok(ExitCode::from(u8::from(disagreements > 0)))
}

fn report(
    out: &mut impl Write,
    args: &Args,
    vectors: usize,
    disagreements: usize,
    classes: &[Class],
) -> io::Result<()> {
    let spec = args.spec;
    writeln!(
        out,
        "{spec}: {} (seed {}) through `{}`: {} agree, {disagreements} disagree in {}; 0 inputs left out (not UTF-8)",
        count(vectors as u64, "vector", "vectors"),
        args.seed,
        args.command.join(" "),
        vectors - disagreements,
        count(classes.len() as u64, "class", "classes")
    )?;
    summary(out, classes)?;
    for (i, class) in classes.iter().enumerate() {
        writeln!(
            out,
            "\nclass {}: {} ({})",
            i + 1,
            // What the program answered may hold anything.
            crate::visible::visible(&describe(&class.key)),
            count(class.count as u64, "vector", "vectors")
        )?;
        writeln!(out, "  first:   {:?}", class.first)?;
        if let Some(minimal) = &class.minimal {
            writeln!(out, "  minimal: {minimal:?}")?;
        }
        let example = class.minimal.as_deref().unwrap_or(&class.first);
        if let Some(rule) = rule(spec, &class.key, example) {
            writeln!(out, "  rule:    {}: `{}`", rule.section, rule.name)?;
        }
    }
    Ok(())
}

/// The disagreements by who accepts and by character, most first: what
/// a reader of a long list of classes wants first.
fn summary(out: &mut impl Write, classes: &[Class]) -> io::Result<()> {
    let mut kinds: Vec<(&str, usize)> = Vec::new();
    let mut chars: Vec<(String, usize)> = Vec::new();
    for class in classes {
        let (kind, found) = match &class.key {
            Key::TheyAccept { found, .. } => {
                ("the program accepts, urispec rejects", found.clone())
            }
            Key::TheyReject { found, .. } => {
                ("urispec accepts, the program rejects", found.clone())
            }
            Key::TheyRejectSomewhere { characters } => (
                "urispec accepts, the program rejects",
                format!("{characters:?} (no offset)"),
            ),
            Key::Part { found, .. } => ("both accept, a part differs", found.clone()),
        };
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, n)) => *n += class.count,
            None => kinds.push((kind, class.count)),
        }
        match chars.iter_mut().find(|(c, _)| *c == found) {
            Some((_, n)) => *n += class.count,
            None => chars.push((found, class.count)),
        }
    }
    kinds.sort_by_key(|k| std::cmp::Reverse(k.1));
    chars.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    for (kind, n) in &kinds {
        writeln!(out, "  {kind}: {n}")?;
    }
    if !chars.is_empty() {
        let shown: Vec<String> = chars
            .iter()
            .take(16)
            .map(|(c, n)| format!("{c} {n}"))
            .collect();
        let more = chars.len().saturating_sub(16);
        let tail = if more > 0 {
            format!(", and {more} more")
        } else {
            String::new()
        };
        let shown = shown.join(", ");
        writeln!(
            out,
            "  by character: {}{tail}",
            crate::visible::visible(&shown)
        )?;
    }
    Ok(())
}

fn describe(key: &Key) -> String {
    match key {
        Key::TheyAccept { found, expected } => format!(
            "the program accepts, urispec rejects: {found} where the grammar expects {expected}"
        ),
        Key::TheyReject { found, production } => format!(
            "urispec accepts, the program rejects: {found} in `{production}`"
        ),
        Key::TheyRejectSomewhere { characters } => format!(
            "urispec accepts, the program rejects (no offset): the minimal example's characters {characters:?}"
        ),
        Key::Part { part, found } => {
            if found.starts_with("absent") {
                format!("both accept; `{part}` {found}")
            } else {
                format!("both accept; `{part}` differs, first at {found}")
            }
        }
    }
}

/// The production of the document behind a class.
fn rule(spec: Edition, key: &Key, example: &str) -> Option<Production> {
    match key {
        Key::TheyAccept { .. } => {
            let e = urispec::parse(spec, example).err()?;
            e.expected().iter().find_map(|x| match x {
                urispec::Expected::Production(p) => Some(*p),
                _ => None,
            })
        }
        Key::TheyReject { production, .. } => spec.production(production),
        // The deepest production over any of the minimal example's
        // characters other than letters and digits (the `.` inside
        // `IPvFuture` rather than the `//` of `relative-part`).
        Key::TheyRejectSomewhere { .. } => {
            let tree = urispec::explain(spec, example).ok()?;
            example
                .char_indices()
                .filter(|(_, c)| !c.is_ascii_alphanumeric())
                .filter_map(|(at, _)| {
                    tree.nodes()
                        .iter()
                        .filter(|n| n.span.start <= at && at < n.span.end)
                        .max_by_key(|n| n.depth)
                })
                .max_by_key(|n| n.depth)
                .map(|n| n.production)
        }
        Key::Part { part, .. } => spec
            .production(part)
            .or_else(|| production_at(spec, example, 0)),
    }
}

#[cfg(test)]
mod tests;
