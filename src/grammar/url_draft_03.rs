//! `grammar/url-draft-03.pest`: draft-ietf-uri-url-03, "BNF for specific URL schemes".

use super::fill::Role;
use super::walk::{address, leaf, slot, Field, Kind};

url_grammar! {
    /// What each rule of draft-ietf-uri-url-03's "BNF for specific URL schemes"
    /// means to a URL's record of offsets.
    bnf_1994 UrlDraft03("grammar/url-draft-03.pest", "url-draft-03"),
    "the schemes url-draft-03 names, in lower case: http, ftp, news, nntp, mid, cid, mailto, wais, prospero, telnet, rlogin, tn3270, gopher (afs only as `afsaddress`); `otherurl` reads any other",
    {
        Rule::otherurl => address(Kind::Otherurl),
        // Read by `OtherUrl::schemestring`, never as a `path`.
        Rule::schemestring => leaf(Field::Path),
    }
}
