//! `grammar/rfc1630-url.pest`: RFC 1630, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind};

url_grammar! {
    /// What each rule of RFC 1630's "BNF for specific URL schemes" means to a
    /// URL's record of offsets.
    bnf_1994 Rfc1630Url("grammar/rfc1630-url.pest", "rfc1630-url"),
    "the schemes rfc1630-url names, in lower case: http, ftp, file, news, nntp, mid, cid, mailto, wais, prospero, telnet, rlogin, tn3270, gopher (afs only as `afsaddress`); `generic` reads any other",
    {
        Rule::fileaddress => address(Kind::Fileaddress),
        Rule::generic => address(Kind::Generic),
        Rule::genericpath => leaf(Field::Path),
        Rule::genericsearch => leaf(Field::Search),
    }
}
