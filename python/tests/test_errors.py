"""Errors by kind: offsets, expected lists, what was found, the caret frame."""

import pytest

import urispec

KINDS = [
    ("news:12345667123%asdghfh@info.cern.ch", "rfc1630", "malformed escape", 16, "%"),
    ("http://info.cern.ch/a b", "rfc2396", "input left over", 21, " "),
    ("http:", "rfc2396", "ended early", 5, None),
    ("", "rfc1630", "empty input", 0, None),
    ("http://a/\x01", "rfc3986", "input left over", 9, "\x01"),
    ("a b", "rfc1630", "character not allowed", 1, " "),
    ("ftp:x", "rfc1738", "character not allowed", 0, "f"),
]


@pytest.mark.parametrize("text,spec,kind,offset,found", KINDS)
def test_each_kind_with_its_offset_and_found(text, spec, kind, offset, found):
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.parse(text, spec)
    e = info.value
    assert (e.kind, e.offset, e.found, e.spec, e.input) == (kind, offset, found, spec, text)
    assert e.line.startswith(f"{spec}: expected ")
    assert str(e) == f"error: {e.line}\n" + str(e).split("\n", 1)[1]
    assert str(e).splitlines()[-1].endswith("^")


def test_it_is_a_value_error_and_not_the_builtin_syntax_error():
    assert issubclass(urispec.UriSyntaxError, ValueError)
    assert not issubclass(urispec.UriSyntaxError, SyntaxError)
    assert issubclass(urispec.ResolveError, ValueError)
    assert urispec.UriSyntaxError.__module__ == "urispec"


def test_expected_holds_productions_and_literals():
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.parse("http://a b/")
    e = info.value
    assert e.expected[:2] == ["net_path", "abs_path"] or e.productions
    assert e.productions == [x for x in e.expected if x in e.productions]
    assert set(e.literals) <= set(e.expected)
    assert e.end_of_input == ("end of input" in e.expected)
    assert len(e.productions) + len(e.literals) + e.end_of_input == len(e.expected)


def test_the_frame_points_at_the_offset():
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.parse("news:12345667123%asdghfh@info.cern.ch", spec="rfc1630")
    assert str(info.value) == (
        "error: rfc1630: expected `escape` at byte 16, found '%' "
        "('%' must be followed by two hex digits)\n"
        "  |\n"
        "  | news:12345667123%asdghfh@info.cern.ch\n"
        "  |                 ^\n"
    )


def test_offsets_are_bytes_and_char_offset_characters():
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.parse("http://\u00e9/ x")
    e = info.value
    assert e.offset == len("http://\u00e9".encode()) or e.offset >= e.char_offset
    assert e.char_offset == len(e.input.encode()[: e.offset].decode())


def test_explain_refuses_what_parse_refuses():
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.explain("%", "rfc2396")
    assert info.value.kind == "malformed escape"


RESOLVE_KINDS = [
    ("g/h", "x", "BaseNotAbsolute"),
    ("mailto:a@b", "x", "BaseNotHierarchical"),
    ("http://a", "g", "StepCannotApply"),
    ("http://a/", "%zz", "Syntax"),
]


@pytest.mark.parametrize("base,reference,kind", RESOLVE_KINDS)
def test_resolve_errors_by_kind(base, reference, kind):
    with pytest.raises(urispec.ResolveError) as info:
        urispec.resolve(base, reference)
    assert info.value.kind == kind
    assert (info.value.syntax_error is not None) == (kind == "Syntax")
    if kind == "Syntax":
        assert info.value.syntax_error.kind == "malformed escape"


def test_relativize_errors():
    with pytest.raises(urispec.ResolveError) as info:
        urispec.relativize("http://a/b", "g")
    assert info.value.kind == "TargetNotAbsolute"
    with pytest.raises(ValueError, match="unknown rules"):
        urispec.relativize("http://a/b", "http://a/c", rules="rfc1738")


def test_compare_names_the_input_that_does_not_parse():
    with pytest.raises(urispec.UriSyntaxError) as info:
        urispec.compare("http://a/", "http://a b/")
    assert (info.value.which, info.value.offset) == (1, 8)


def test_decode_refuses_a_percent_that_starts_no_escape():
    with pytest.raises(ValueError, match="byte 2"):
        urispec.decode("ab%zz")


def test_wrong_types_are_type_errors():
    with pytest.raises(TypeError):
        urispec.parse(b"http://a/")
    with pytest.raises(TypeError):
        urispec.check(b"http://a/\n")
    with pytest.raises(TypeError):
        list(urispec.check([1, 2]))
    with pytest.raises(TypeError):
        urispec.extract(42)
