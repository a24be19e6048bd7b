//! `grammar/uri-draft.pest`: T. Berners-Lee, "Universal Resource Identifiers in WWW"
//! Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::GenericSlot;

generic_grammar! { "grammar/uri-draft.pest", "uri-draft", UriDraft, {} }
