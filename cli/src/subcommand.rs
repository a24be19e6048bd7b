//! The subcommands as the command line knows them. Each subcommand's module
//! registers itself with one [`Subcommand`] (`inventory::submit!`, beside
//! its `PAGE`), and the command is built and dispatched from what the
//! modules registered: adding a subcommand is its module and its `mod` line
//! in `main.rs`.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::OnceLock;

use clap::{ArgMatches, FromArgMatches};

use crate::context::Context;
use crate::man::Page;

/// One subcommand, as its module registers it.
pub struct Subcommand {
    /// Its name on the command line (`grammar-diff`).
    pub name: &'static str,
    /// Where the help lists it: the lower first.
    pub order: u16,
    /// Its arguments (`<Args as clap::Args>::augment_args`), which give the
    /// subcommand its options and, from `Args`'s doc comment, its help.
    pub args: fn(clap::Command) -> clap::Command,
    /// The facts of its man page that its definitions do not give.
    pub page: &'static Page,
    /// Its module's `run`, given the arguments clap matched (read by
    /// [`matched`]).
    pub run: fn(&ArgMatches, &mut Box<dyn Write>, &Context) -> io::Result<ExitCode>,
}

inventory::collect!(Subcommand);

/// Every subcommand, in the order the help lists them.
pub fn all() -> &'static [&'static Subcommand] {
    static ALL: OnceLock<Vec<&'static Subcommand>> = OnceLock::new();
    ALL.get_or_init(|| {
        let mut all: Vec<_> = inventory::iter::<Subcommand>().collect();
        all.sort_by_key(|s| (s.order, s.name));
        all
    })
}

/// `command` with every subcommand, in the help's order.
pub fn with_all(command: clap::Command) -> clap::Command {
    all().iter().fold(command, |command, s| {
        command.subcommand((s.args)(clap::Command::new(s.name)))
    })
}

/// A subcommand's arguments from what clap matched (a registration's `run`
/// reads its `Args` with it).
///
/// # Errors
///
/// clap's, as an I/O error: the matches are clap's own parse of the same
/// definitions, so this fails only where the two disagree.
pub fn matched<A: FromArgMatches>(matches: &ArgMatches) -> io::Result<A> {
    A::from_arg_matches(matches).map_err(io::Error::other)
}

/// Run the subcommand `name` on the arguments clap matched for it.
///
/// # Errors
///
/// The subcommand's, or an error where no subcommand has that name (clap
/// matched it, so none is expected).
pub fn run(
    name: &str,
    matches: &ArgMatches,
    out: &mut Box<dyn Write>,
    context: &Context,
) -> io::Result<ExitCode> {
    match all().iter().find(|s| s.name == name) {
        Some(s) => (s.run)(matches, out, context),
        None => Err(io::Error::other(format!("no subcommand `{name}`"))),
    }
}
