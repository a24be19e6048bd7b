"""Ten everyday tasks of the Python package, each the shortest code a new
user would write from the README alone, with real assertions on the
answers."""

import pytest

import urispec


def test_1_parse_a_uri_and_read_its_parts():
    uri = urispec.parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")
    assert (uri.scheme, uri.host, uri.port, uri.path) == (
        "http",
        "info.cern.ch",
        "8000",
        "/hypertext/WWW/TheProject.html",
    )


def test_2_why_an_input_is_rejected():
    with pytest.raises(urispec.UriSyntaxError) as rejected:
        urispec.parse("http://a b/")
    assert (rejected.value.offset, rejected.value.found) == (8, " ")


def test_3_resolve_a_link_under_two_documents_rules():
    base = "http://a/b/c/d;p?q"
    assert urispec.resolve(base, "?y") == "http://a/b/c/?y"
    assert urispec.resolve(base, "?y", rules="rfc1808") == "http://a/b/c/d;p?y"


def test_4_the_shortest_link_back():
    assert urispec.relativize("http://a/b/c/d", "http://a/b/g") == "../g"


def test_5_one_string_under_every_edition():
    verdicts = urispec.verdicts("../g")
    parsed = {spec: v.production for spec, v in verdicts.items() if isinstance(v, urispec.Uri)}
    assert parsed == {
        "rfc1808": "relativeURL",
        "rfc2396": "relativeURI",
        "rfc3986": "relative-ref",
    }


def test_6_two_spellings_of_one_uri():
    assert urispec.compare("HTTP://a/%7e", "http://a/~", spec="rfc3986")
    assert urispec.normalize("HTTP://a/./b/../c", spec="rfc3986") == "http://a/c"


def test_7_check_a_list_keeping_the_rejected_lines():
    lines = ["http://a/b", "http://a b/", "ftp://x/y", "news:1%zz@c"]
    bad = [(r["line"], r["error"]["offset"]) for r in urispec.check(lines) if not r["valid"]]
    assert bad == [(2, 8), (4, 6)]


def test_8_the_uris_in_a_text():
    mail = "See <URL:ftp://info.cern.ch/pub/www/doc/\n  url-spec.txt> or http://info.cern.ch/."
    assert [f.uri for f in urispec.extract(mail)] == [
        "ftp://info.cern.ch/pub/www/doc/url-spec.txt",
        "http://info.cern.ch/",
    ]


def test_9_decode_and_encode():
    assert urispec.decode("caf%C3%A9%20au%20lait", text=True) == "café au lait"
    assert urispec.encode("a b/c", "rel_segment") == "a%20b%2Fc"


def test_10_a_gopher_urls_parts_under_rfc_1630():
    uri = urispec.parse("gopher://spinaltap.micro.umn.edu/00/Weather", spec="rfc1630-url")
    assert (uri.production, uri.host, uri.gtype, uri.gcommand) == (
        "gopheraddress",
        "spinaltap.micro.umn.edu",
        "0",
        "0/Weather",
    )
