"""The API on the documents' examples."""

import inspect
import pathlib
import pickle

import pytest

import urispec

EXAMPLES = pathlib.Path(__file__).resolve().parents[2] / "src" / "examples.tsv"


def examples():
    """(document, number, string) of every example URI the documents print."""
    rows = []
    for line in EXAMPLES.read_text(encoding="utf-8").splitlines():
        if line.startswith("#") or not line:
            continue
        document, number, string, _ = line.split("\t", 3)
        rows.append((document, number, string.replace("\\n", "\n")))
    return rows


def test_parse_gives_the_parts_of_rfc2396():
    uri = urispec.parse("http://info.cern.ch:8000/hypertext/WWW/TheProject.html")
    assert (uri.scheme, uri.authority, uri.host, uri.port) == (
        "http",
        "info.cern.ch:8000",
        "info.cern.ch",
        "8000",
    )
    assert uri.path == "/hypertext/WWW/TheProject.html"
    assert uri.query is None and uri.fragment is None
    assert uri.spec == "rfc2396" and uri.production == "absoluteURI"
    assert str(uri) == "http://info.cern.ch:8000/hypertext/WWW/TheProject.html"


def test_each_family_has_its_own_parts():
    generic = urispec.parse("http://www.w3.org/albert/bertram/marie-claude#top", spec="rfc1630")
    assert generic.scheme == "http" and generic.fragment == "top"
    assert generic.segments == ["", "", "www.w3.org", "albert", "bertram", "marie-claude"]
    url = urispec.parse("gopher://spinaltap.micro.umn.edu/00/Weather/California", spec="rfc1738")
    assert url.kind == "gopherurl"
    assert url.host == "spinaltap.micro.umn.edu"
    rfc1808 = urispec.parse("http://a/b/c/d;p?q#f", spec="rfc1808")
    assert (rfc1808.net_loc, rfc1808.params, rfc1808.query) == ("a", "p", "q")
    rfc3986 = urispec.parse("http://[::1]:80/x", spec="rfc3986")
    assert (rfc3986.host, rfc3986.host_kind) == ("[::1]", "IPv6address")


def test_an_unknown_part_is_an_attribute_error_naming_the_parts():
    uri = urispec.parse("http://a/")
    with pytest.raises(AttributeError, match="its parts: scheme, authority"):
        _ = uri.net_loc
    assert "host" in dir(uri) and "to_dict" in dir(uri)


def test_to_dict_is_the_parts_in_record_order():
    uri = urispec.parse("http://a:81/b?q")
    assert list(uri.to_dict()) == list(uri.part_names)
    assert uri.to_dict() == {
        "scheme": "http",
        "authority": "a:81",
        "userinfo": None,
        "host": "a",
        "port": "81",
        "path": "/b",
        "query": "q",
        "fragment": None,
        "opaque_part": None,
    }


def test_equality_and_hashing_are_by_text_and_edition():
    a, b = urispec.parse("http://a/"), urispec.parse("http://a/")
    assert a == b and hash(a) == hash(b) and len({a, b}) == 1
    assert a != urispec.parse("http://a/", spec="rfc3986")
    assert a != urispec.parse("HTTP://a/")
    assert a != "http://a/"
    with pytest.raises(AttributeError):
        a.spec = "rfc1630"  # immutable
    assert pickle.loads(pickle.dumps(a)) == a


def test_explain_gives_the_production_tree():
    tree = urispec.parse("news:*", spec="rfc1630").explain()
    assert str(tree).startswith('fragmentaddress 0..6 "news:*"\n  uri 0..6 "news:*"')
    root = tree.root
    assert root.production == "fragmentaddress" and (root.start, root.end) == (0, 6)
    assert [c.production for c in root.children] == ["uri"]
    assert [n.production for n in tree.nodes][:3] == ["fragmentaddress", "uri", "scheme"]
    assert all(n.text == "news:*"[n.start : n.end] for n in tree.nodes)
    assert urispec.explain("g:h", spec="rfc1630").root.depth == 0


def test_scheme_case_matches_scheme_names_in_any_case():
    with pytest.raises(urispec.UriSyntaxError):
        urispec.parse("HTTP://host:80/x", spec="url-draft-03")
    uri = urispec.parse("HTTP://host:80/x", spec="url-draft-03", scheme_case="insensitive")
    assert uri.production == "httpaddress"
    with pytest.raises(ValueError, match="sensitive, insensitive"):
        urispec.parse("http://a/", scheme_case="lower")


def test_an_unknown_spec_names_the_known_ones():
    with pytest.raises(ValueError, match="known: uri-draft, rfc1630"):
        urispec.parse("http://a/", spec="rfc9999")
    assert urispec.SPECS[0] == "uri-draft" and urispec.SPECS[-1] == "rfc3986"


@pytest.mark.parametrize("document,number,string", examples())
def test_verdicts_agree_with_parse_on_every_example(document, number, string):
    verdicts = urispec.verdicts(string)
    assert list(verdicts) == list(urispec.SPECS)
    for spec, verdict in verdicts.items():
        assert urispec.is_valid(string, spec) == isinstance(verdict, urispec.Uri)
        if isinstance(verdict, urispec.Uri):
            assert verdict == urispec.parse(string, spec)
        else:
            assert isinstance(verdict, urispec.UriSyntaxError)
            assert verdict.spec == spec


# RFC 2396 Appendix C.1 and C.2, against "http://a/b/c/d;p?q".
RFC2396_C = [
    ("g:h", "g:h"),
    ("g", "http://a/b/c/g"),
    ("./g", "http://a/b/c/g"),
    ("g/", "http://a/b/c/g/"),
    ("/g", "http://a/g"),
    ("//g", "http://g"),
    ("?y", "http://a/b/c/?y"),
    ("g?y", "http://a/b/c/g?y"),
    ("#s", "http://a/b/c/d;p?q#s"),
    ("g#s", "http://a/b/c/g#s"),
    ("g?y#s", "http://a/b/c/g?y#s"),
    (";x", "http://a/b/c/;x"),
    ("g;x", "http://a/b/c/g;x"),
    ("g;x?y#s", "http://a/b/c/g;x?y#s"),
    (".", "http://a/b/c/"),
    ("./", "http://a/b/c/"),
    ("..", "http://a/b/"),
    ("../", "http://a/b/"),
    ("../g", "http://a/b/g"),
    ("../..", "http://a/"),
    ("../../", "http://a/"),
    ("../../g", "http://a/g"),
    ("../../../g", "http://a/../g"),
    ("/./g", "http://a/./g"),
    ("g.", "http://a/b/c/g."),
    ("g..", "http://a/b/c/g.."),
    ("./g/.", "http://a/b/c/g/"),
    ("g;x=1/../y", "http://a/b/c/y"),
]


@pytest.mark.parametrize("reference,expected", RFC2396_C)
def test_resolve_gives_rfc2396_appendix_c(reference, expected):
    base = "http://a/b/c/d;p?q"
    assert urispec.resolve(base, reference) == expected


def test_resolve_takes_the_documents_choices():
    base = "http://a/b/c/d;p?q"
    assert urispec.resolve(base, "../../../g", dotdot="remove") == "http://a/g"
    assert urispec.resolve(base, "http:g", same_scheme_relative=True) == "http://a/b/c/g"
    assert urispec.resolve(base, "?y", rules="rfc1808") == "http://a/b/c/d;p?y"
    assert urispec.resolve("magic://a/b/c//d/e/f", "//g", rules="rfc1630") == "magic://g"
    with pytest.warns(UserWarning, match="step 7"):
        assert urispec.resolve("http://a", "g", lenient=True) == "http://ag"
    # The library's names and message, as the command line's `--dotdot`.
    with pytest.raises(ValueError, match=r"known: keep, remove, refuse"):
        urispec.resolve(base, "../g", dotdot="drop")


def test_relativize_is_the_inverse_of_resolve():
    base = "http://a/b/c/d;p?q"
    for target in ["http://a/b/c/g", "http://a/b/g", "http://a/b/c/d;p?q#s", "ftp://x/y"]:
        reference = urispec.relativize(base, target)
        assert urispec.resolve(base, reference) == target
    assert urispec.relativize(base, "http://a/b/g") == "../g"


def test_compare_and_normalize():
    assert urispec.compare("http://a/%7euser", "http://a/~user")
    assert not urispec.compare("http://a/%2F", "http://a//")
    base = "http://www.w3.org/albert/bertram/marie-claude"
    assert urispec.compare(base, "http://www.w3.org/albert/bertram/marie%2Dclaude", "rfc1630")
    assert urispec.normalize("HTTP://A/%7euser") == "http://a/~user"


def test_encode_and_decode():
    assert urispec.encode("marie claude/1+2", "xalpha", "rfc1630") == "marie%20claude%2F1%2B2"
    assert urispec.encode(b"1+2", "xpalpha", "rfc1630") == "1+2"
    assert urispec.decode("marie%20claude") == b"marie claude"
    assert urispec.decode("caf%C3%A9", text=True) == "caf\u00e9"
    assert urispec.decode("%FF", text=True) == "\ufffd"
    with pytest.raises(ValueError, match="no production `nosuch`"):
        urispec.encode("x", "nosuch")


def test_extract_reads_a_string_or_a_file_object(tmp_path):
    text = "See <URL:ftp://a/b> or http://c/d. And <http://e f>\n"
    finds = list(urispec.extract(text))
    assert [f.uri for f in finds] == ["ftp://a/b", "http://c/d", "http://e f"]
    assert [f.wrapper for f in finds] == ["URL:", None, "<>"]
    assert [f.valid for f in finds] == [True, True, False]
    assert finds[0].raw == "<URL:ftp://a/b>" and text[finds[0].start : finds[0].end] == finds[0].raw
    assert finds[2].error_offset == text.index(" f>")
    path = tmp_path / "text.txt"
    path.write_text(text, encoding="utf-8")
    for mode in ("r", "rb"):
        with open(path, mode) as f:
            assert [x.uri for x in urispec.extract(f)] == [x.uri for x in finds]
    assert [f.uri for f in urispec.extract("see https://x/ now", schemes=["https"])] == [
        "https://x/"
    ]


def test_help_names_the_functions():
    assert "check" in urispec.__doc__ and "parse" in urispec.__doc__
    assert urispec.parse.__doc__.startswith("Parse `text`")
    assert "UriSyntaxError" in urispec.parse.__doc__
    signature = inspect.signature(urispec.parse)
    assert list(signature.parameters) == ["text", "spec", "scheme_case"]
    assert signature.parameters["spec"].default == "rfc2396"


def test_the_version_is_the_crates():
    import importlib.metadata

    assert urispec.__version__ == importlib.metadata.version("urispec")
    assert urispec.RULE_SETS == (
        "uri-draft",
        "rfc1630",
        "url-draft-02",
        "rfc1808",
        "rfc2396",
        "rfc3986",
    )


def test_two_threads_can_share_one_iterator():
    import io
    import threading

    text = "".join(f"see http://a/{i} and <URL:ftp://b/{i}>\n" for i in range(2000))
    for shared in (
        urispec.extract(io.StringIO(text)),
        urispec.check(io.StringIO(text.replace(" and ", "\n")), jobs=2),
    ):
        got = []
        threads = [threading.Thread(target=got.extend, args=(shared,)) for _ in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join(timeout=120)
        assert not any(t.is_alive() for t in threads)
        assert len(got) == 4000
