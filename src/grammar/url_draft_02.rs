//! `grammar/url-draft-02.pest`: the October 1993 URL Internet Draft, "BNF syntax".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind};

url_grammar! {
    /// What each rule of the October 1993 URL draft's "BNF syntax" means to a
    /// URL's record of offsets.
    tbl UrlDraft02("grammar/url-draft-02.pest", "url-draft-02", fragmentaddress_eoi),
    "the schemes url-draft-02 names, in lower case: http, ftp, news, prospero, telnet, rlogin, tn3270, gopher, wais (afs only as `afsaddress`); `generic` reads any other",
    |rule| url_roles!(rule, {
        Rule::fragmentaddress | Rule::uri | Rule::fragmentaddress_eoi => Role::Descend,
        Rule::partial_eoi => Role::Ignore,
        Rule::generic => address(Kind::Generic),
        Rule::selector => leaf(Field::Selector),
    })
}
