//! `grammar/rfc1630.pest`: RFC 1630, "BNF of Generic URI Syntax".

use super::fill::Role;
use super::walk::GenericSlot;

generic_grammar! {
    "grammar/rfc1630.pest", "rfc1630", Rfc1630, {
        Rule::reserved => Role::Ignore,
    }
}
