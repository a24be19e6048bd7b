//! What every subcommand's `run` is given besides its output and its
//! arguments: what `main.rs` knows of the whole command.

use crate::subcommand::Subcommand;

/// Every subcommand as its module registered it (its name, its man page's
/// facts), in the order the help lists them.
pub type Pages = &'static [&'static Subcommand];

/// The whole command, as a subcommand may need it.
pub struct Context {
    /// Whether stdout gets colours (`--color`, `NO_COLOR`).
    pub color: bool,
    /// The command's definitions, for what is written from them (the man
    /// pages, the completion scripts).
    pub command: fn() -> clap::Command,
    /// Each subcommand's page facts.
    pub pages: Pages,
}
