"""Round trips: text, pickle, dict, normal forms, escapes."""

import pickle

import pytest
from conftest import corpus

import urispec


@pytest.mark.parametrize("spec", urispec.SPECS)
def test_every_valid_line_comes_back_as_it_was(spec):
    lines = corpus("historic.txt").read_text(encoding="utf-8").splitlines()
    for line in lines[:1000]:
        if not urispec.is_valid(line, spec):
            continue
        uri = urispec.parse(line, spec)
        assert str(uri) == line
        assert urispec.parse(str(uri), spec) == uri
        assert pickle.loads(pickle.dumps(uri)) == uri
        assert tuple(uri.to_dict()) == uri.part_names
        assert all(getattr(uri, k) == v for k, v in uri.to_dict().items())


def test_normal_forms_are_fixed_points():
    for line in corpus("historic.txt").read_text(encoding="utf-8").splitlines()[:500]:
        form = urispec.normalize(line)
        assert urispec.normalize(form) == form
        assert urispec.compare(line, form)


@pytest.mark.parametrize("data", ["marie claude/1+2", "caf\u00e9 %41", "", "~user?x=y#z"])
def test_decode_undoes_encode(data):
    for production in ("xalpha", "xpalpha", "uric"):
        spec = "rfc2396" if production == "uric" else "rfc1630"
        assert urispec.decode(urispec.encode(data, production, spec), text=True) == data
