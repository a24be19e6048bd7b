#!/usr/bin/env python3
"""Write the WARC fixtures of tests/cases/archive/ (written for the tests,
no capture of a real archive): run from the repository's root,

    python3 scripts/warc-fixtures.py

pages.warc        a warcinfo record, a request, then pages of 1994, 1995,
                  1996 and 1999 with relative links, a <BASE HREF>, a form,
                  links in a comment and a script (none), a chunked body
pages.warc.gz     the same, one gzip member per record (WARC 1.1 Annex D)
pages-v1.arc      an ARC file of version 1 (the Internet Archive's "ARC File
                  Format", 1996): its version block, then pages of 1996 and
                  1997, one a gopher menu, with relative links
pages-v2.arc.gz   an ARC file of version 2 (ten fields a header line), pages
                  of 1998 to 2000, one gzip member a record as written
malformed.warc    good records around broken ones: a wrong Content-Length,
                  a line that starts no record, no Content-Length, a field
                  line without a colon, no WARC-Date, a date of month 13,
                  and a last record cut short
links.warc        pages of 1999 to 2003 with every link attribute of HTML
                  2.0 to 4.01 (and srcset, META refresh), anchor text, and
                  charsets: ISO-8859-1 bytes, UTF-8 bytes, a META that HTTP
                  overrides, a META alone, a windows-1252 resource record

Deterministic: the same bytes on every run.
"""

import gzip
import io


def record(fields, block):
    if isinstance(block, str):
        block = block.encode("utf-8")
    head = "WARC/1.0\r\n" + "".join(f"{k}: {v}\r\n" for k, v in fields)
    head += f"Content-Length: {len(block)}\r\n\r\n"
    return head.encode("utf-8") + block + b"\r\n\r\n"


def response(uri, date, body, n, headers="Content-Type: text/html\r\n", status="HTTP/1.0 200 OK"):
    http = f"{status}\r\n{headers}\r\n{body}"
    return record(
        [
            ("WARC-Type", "response"),
            ("WARC-Target-URI", uri),
            ("WARC-Date", date),
            ("WARC-Record-ID", f"<urn:uuid:00000000-0000-0000-0000-{n:012d}>"),
            ("Content-Type", "application/http; msgtype=response"),
        ],
        http,
    )


PAGE_1994 = """<HTML><HEAD><TITLE>The World Wide Web project</TITLE></HEAD>
<BODY>
<H1>World Wide Web</H1>
The WorldWideWeb (W3) is a wide-area <A NAME=0 HREF="WhatIs.html">hypermedia</A>
information retrieval initiative. See the <A HREF="../DataSources/Top.html">data
sources</A>, <A HREF="/hypertext/WWW/People.html">people</A>, the
<A HREF="#faq">questions</A>, a <A HREF="?search">search</A>,
<A HREF="//info.cern.ch/~tbl/">Tim's page</A> and
<A HREF="gopher://gopher.micro.umn.edu/11/">gopher</A>.
<IMG SRC="../Icons/WWW/w3_small.gif">
</BODY></HTML>
"""

PAGE_1995 = """<TITLE>Relative links, June 1995</TITLE>
<a href="g;x?y#s">params</a> <a href="?y">a query</a> <a href="..">up</a>
"""

PAGE_1996 = """<HTML><HEAD><BASE HREF="http://www.cs.example.edu/~ann/1996/"></HEAD>
<BODY><A HREF="../cv.html">CV</A> <IMG SRC="me.gif" ALT="Ann"></BODY></HTML>
"""

PAGE_1999 = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.0//EN">
<html><head><title>Ann's papers</title>
<base href="http://www.cs.example.edu/~ann/papers/">
<script>document.write('<a href="not-a-link.html">')</script>
</head><body>
<!-- <a href="commented-out.html"> -->
<p><a href="../index.html">home</a> | <a href="?y">this page, asked</a> |
<a href="g;x=1/y">params</a> | <a href='a?b=1&amp;c=2'>an escaped ampersand</a>
<form method="GET" action="/cgi-bin/search"><input type="image" src="go.gif"></form>
<a href="http://[::1]/">an IPv6 literal</a> <a href="mailto:ann@cs.example.edu">mail</a>
</body></html>
"""


def chunked(text, size=64):
    data = text.encode("utf-8")
    out = b""
    for i in range(0, len(data), size):
        part = data[i : i + size]
        out += f"{len(part):x}\r\n".encode() + part + b"\r\n"
    return (out + b"0\r\n\r\n").decode("utf-8")


def pages():
    return [
        record(
            [
                ("WARC-Type", "warcinfo"),
                ("WARC-Date", "2024-01-01T00:00:00Z"),
                ("WARC-Record-ID", "<urn:uuid:00000000-0000-0000-0000-000000000000>"),
                ("Content-Type", "application/warc-fields"),
            ],
            "software: scripts/warc-fixtures.py\r\nformat: WARC File Format 1.0\r\n",
        ),
        record(
            [
                ("WARC-Type", "request"),
                ("WARC-Target-URI", "http://info.cern.ch/hypertext/WWW/TheProject.html"),
                ("WARC-Date", "1994-07-12T09:30:00Z"),
                ("Content-Type", "application/http; msgtype=request"),
            ],
            "GET /hypertext/WWW/TheProject.html HTTP/1.0\r\n\r\n",
        ),
        response("http://info.cern.ch/hypertext/WWW/TheProject.html", "1994-07-12T09:30:00Z", PAGE_1994, 1),
        response("http://a/b/c/d;p?q", "1995-09-01T12:00:00Z", PAGE_1995, 2),
        response("http://www.cs.example.edu/~ann/1996/", "1996-10-20T11:45:00Z", PAGE_1996, 3),
        response(
            "http://www.cs.example.edu/~ann/papers/index.html",
            "1999-08-04T08:00:00.5Z",
            chunked(PAGE_1999),
            4,
            headers="Content-Type: text/html; charset=iso-8859-1\r\nTransfer-Encoding: chunked\r\n",
            status="HTTP/1.1 200 OK",
        ),
        response("http://www.cs.example.edu/~ann/papers/ann.gif", "1999-08-04T08:00:01Z", "GIF89a", 5,
                 headers="Content-Type: image/gif\r\n"),
    ]


def malformed():
    good = response("http://a/1994.html", "1994-07-12T09:30:00Z", '<a href="b.html">b</a>', 10)
    length = good.split(b"Content-Length: ")[1].split(b"\r\n")[0]
    wrong_length = good.replace(b"Content-Length: " + length, b"Content-Length: " + str(int(length) - 10).encode())
    assert wrong_length != good
    no_length = b"WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: http://a/x\r\n\r\n"
    no_colon = record([("WARC-Type", "response"), ("WARC-Target-URI", "http://a/y"),
                       ("WARC-Date", "1999-01-01T00:00:00Z")], "HTTP/1.0 200 OK\r\n\r\n")
    no_colon = no_colon.replace(b"WARC-Type: response", b"WARC-Type response")
    no_date = record([("WARC-Type", "response"), ("WARC-Target-URI", "http://a/no-date")],
                     "HTTP/1.0 200 OK\r\n\r\n")
    month_13 = record([("WARC-Type", "resource"), ("WARC-Target-URI", "http://a/month-13"),
                       ("WARC-Date", "1999-13-01T00:00:00Z"), ("Content-Type", "text/html")], "<a href=x>")
    last = response("http://a/2005.html", "2005-03-01T00:00:00Z", '<a href="./c">c</a>', 11)
    return [
        good,
        wrong_length,
        b"this line starts no record\r\n\r\n",
        no_length,
        no_colon,
        no_date,
        month_13,
        good.replace(b"1994-07-12", b"1999-07-12"),
        last[: len(last) // 2],
    ]


ARC_1996 = """<HTML><HEAD><TITLE>Ann's home page</TITLE></HEAD>
<BODY BACKGROUND="paper.gif"><H1>Ann</H1>
<A HREF="papers/">papers</A> <A HREF="../bob/">Bob</A> <A HREF="?y">asked</A>
<A HREF="g;x?y#s">params</A> <IMG SRC="/icons/ann.gif">
</BODY></HTML>
"""

ARC_1997 = """<TITLE>Links, 1997</TITLE>
<A HREF="http://www.example.com:80/">home</A> <A HREF="../../../g">above the root</A>
"""

ARC_1998 = """<html><head><title>1998</title></head><body>
<a href="~ann/">Ann</a> <a href="./a%20b.html">a space</a> <a href="news:comp.infosystems.www">news</a>
</body></html>
"""

ARC_2000 = """<html><body><a href="../index.html">up</a> <a href="?y">asked</a>
<form action="search.cgi"><input name=q></form></body></html>
"""


def arc_record(version, url, ip, date, content_type, content, offset, filename):
    """An ARC record: its header line, its content, a newline."""
    if isinstance(content, str):
        content = content.encode("utf-8")
    if version == 1:
        line = f"{url} {ip} {date} {content_type} {len(content)}\n"
    else:
        line = f"{url} {ip} {date} {content_type} 200 - - {offset} {filename} {len(content)}\n"
    return line.encode("utf-8") + content + b"\n"


def arc_file(version, name, pages):
    """An ARC file of `version`: its version block, then `pages` (URL,
    date, HTML), each an HTTP response as the crawler received it."""
    definition = {
        1: "URL IP-address Archive-date Content-type Archive-length",
        2: "URL IP-address Archive-date Content-type Result-code Checksum Location Offset Filename Archive-length",
    }[version]
    origin = "InternetArchive" if version == 1 else "Alexa"
    block = f"{version} 0 {origin}\n{definition}\n".encode("utf-8")
    first_date = pages[0][1]
    records = [f"filedesc://{name} 0.0.0.0 {first_date} text/plain {len(block)}\n".encode("utf-8") + block + b"\n"]
    offset = len(records[0])
    for url, date, html in pages:
        http = f"HTTP/1.0 200 OK\r\nServer: NCSA/1.5\r\nContent-type: text/html\r\n\r\n{html}"
        r = arc_record(version, url, "192.0.2.7", date, "text/html", http, offset, name)
        records.append(r)
        offset += len(r)
    return records


def arc_v1():
    return arc_file(1, "pages-v1.arc", [
        ("http://www.cs.example.edu/ann/", "19960512083000", ARC_1996),
        ("http://www.example.com/a/b/c/links.html", "19970301100000", ARC_1997),
    ])


def arc_v2():
    return arc_file(2, "pages-v2.arc.gz", [
        ("http://www.cs.example.edu/", "19981111090000", ARC_1998),
        ("http://www.example.org/a/b/index.html", "20000615120000", ARC_2000),
    ])


def gzip_members(records):
    out = b""
    for r in records:
        buf = io.BytesIO()
        with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as gz:
            gz.write(r)
        out += buf.getvalue()
    return out


PAGE_EVERY_ATTRIBUTE = """<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<HTML><HEAD PROFILE="http://purl.example/metadata/">
<TITLE>Every link of a page of 1999</TITLE>
<META HTTP-EQUIV="Refresh" CONTENT="600; URL=index.html">
<LINK REL="stylesheet" HREF="../style.css">
<SCRIPT TYPE="text/javascript" SRC="menu.js"></SCRIPT>
</HEAD>
<BODY BACKGROUND="images/paper.gif">
<TABLE BACKGROUND="images/table.gif"><TR BACKGROUND="images/row.gif">
<TH BACKGROUND="images/head.gif">Papers</TH><TD BACKGROUND="images/cell.gif">1999</TD></TR></TABLE>
<P><A HREF="caf\xe9.html">Le caf&eacute;   de <B>Paris</B>\xa0\xe9t\xe9</A>
<IMG SRC="map.gif" LOWSRC="map-low.gif" USEMAP="#sites" LONGDESC="map.txt" ALT="map">
<MAP NAME="sites"><AREA HREF="lab.html" COORDS="0,0,10,10" ALT="lab"></MAP>
<APPLET CODEBASE="applets/" CODE="Clock.class" ARCHIVE="clock.jar,util.jar" WIDTH=80 HEIGHT=20></APPLET>
<OBJECT CODEBASE="/objects/" CLASSID="java:Ticker.class" DATA="ticker.dat" ARCHIVE="ticker.jar lib.jar" USEMAP="#sites">ticker</OBJECT>
<BLOCKQUOTE CITE="http://www.w3.org/TR/REC-html40/">quoted</BLOCKQUOTE> <Q CITE="sayings.html">said</Q>
<INS CITE="changes.html#ins">added</INS> <DEL CITE="changes.html#del">removed</DEL>
<FORM ACTION="/cgi-bin/search"><INPUT TYPE="image" SRC="go.gif" USEMAP="#go"></FORM>
<IFRAME SRC="news.html" LONGDESC="news.txt"></IFRAME>
<FRAMESET><FRAME SRC="left.html" LONGDESC="left.txt"></FRAMESET>
<IMG SRC="photo.jpg" SRCSET="photo-2x.jpg 2x, photo-3x.jpg 3x" ALT="photo">
<PICTURE><SOURCE SRCSET="photo.webp 1x"></PICTURE>
</BODY></HTML>
"""

PAGE_UTF_8 = """<html><head><title>Caf\u00e9s</title></head>
<body><a href="caf\u00e9.html">caf\u00e9</a> <a href="caf&eacute;.html">caf&#233;</a></body></html>
"""

PAGE_META = """<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>A META charset</title></head>
<body><a href="caf&eacute;.html">caf&eacute;</a></body></html>
"""

PAGE_1252 = """<html><head><title>Prices</title></head>
<body><a href="price-&euro;.html">\x93in euros\x94</a></body></html>
"""


def http_response(uri, date, body, n, content_type):
    """A response record whose body is bytes, as they are."""
    http = f"HTTP/1.1 200 OK\r\nContent-Type: {content_type}\r\n\r\n".encode("ascii") + body
    return record(
        [
            ("WARC-Type", "response"),
            ("WARC-Target-URI", uri),
            ("WARC-Date", date),
            ("WARC-Record-ID", f"<urn:uuid:00000000-0000-0000-0000-{n:012d}>"),
            ("Content-Type", "application/http; msgtype=response"),
        ],
        http,
    )


def links():
    return [
        # ISO-8859-1 bytes, as the HTTP header says.
        http_response("http://www.cs.example.edu/~ann/papers/links.html", "1999-06-01T10:00:00Z",
                      PAGE_EVERY_ATTRIBUTE.encode("latin-1"), 20, "text/html; charset=ISO-8859-1"),
        http_response("http://www.example.org/cafes/", "2001-03-01T10:00:00Z",
                      PAGE_UTF_8.encode("utf-8"), 21, "text/html; charset=utf-8"),
        # The META says UTF-8, HTTP says ISO-8859-1: HTTP wins (HTML 4.01 §5.2.2).
        http_response("http://www.example.org/http-wins.html", "2002-03-01T10:00:00Z",
                      PAGE_META.encode("ascii"), 22, "text/html; charset=iso-8859-1"),
        # No charset in HTTP: the META's.
        http_response("http://www.example.org/meta.html", "2003-03-01T10:00:00Z",
                      PAGE_META.encode("ascii"), 23, "text/html"),
        # A resource record: the WARC header's Content-Type names the charset.
        record(
            [
                ("WARC-Type", "resource"),
                ("WARC-Target-URI", "http://www.example.org/prices.html"),
                ("WARC-Date", "2003-04-01T10:00:00Z"),
                ("WARC-Record-ID", "<urn:uuid:00000000-0000-0000-0000-000000000024>"),
                ("Content-Type", "text/html; charset=windows-1252"),
            ],
            PAGE_1252.encode("latin-1"),
        ),
    ]


# The same page captured from 1994 to 2008, its links those whose result a
# browser of today differs on, one class at least each (then-now.warc).
THEN_NOW = [
    ("1994-07-12T09:30:00Z", ['?search', 'g']),
    ("1995-09-01T12:00:00Z", [';x', '../../../g', '?y']),
    ("1996-05-12T08:30:00Z", ['http://www.example.com:80/', 'HTTP://WWW.Example.COM/x', '//g']),
    ("1999-08-04T08:00:00Z", ['?y', 'http:g', 'g\\h', 'g']),
    ("2001-03-01T10:00:00Z", ['a&#9;b', 'http://b&#252;cher.example/', "?x'y"]),
    ("2005-06-01T12:00:00Z", ['http://a:99999/', '../../../g', 'g\\h', "?x'y"]),
    ("2008-01-01T00:00:00Z", ['?y', ';x', 'g']),
]


def then_now():
    records = []
    for n, (date, links) in enumerate(THEN_NOW):
        body = "<html><body>\n" + "\n".join(f'<a href="{link}">{i}</a>' for i, link in enumerate(links)) + "\n</body></html>\n"
        records.append(response("http://a/b/c/d;p?q", date, body, 40 + n,
                                headers="Content-Type: text/html; charset=utf-8\r\n"))
    return records


def main():
    records = pages()
    with open("tests/cases/archive/pages.warc", "wb") as f:
        f.write(b"".join(records))
    with open("tests/cases/archive/pages.warc.gz", "wb") as f:
        for r in records:
            buf = io.BytesIO()
            with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as gz:
                gz.write(r)
            f.write(buf.getvalue())
    with open("tests/cases/archive/malformed.warc", "wb") as f:
        f.write(b"".join(malformed()))
    with open("tests/cases/archive/pages-v1.arc", "wb") as f:
        f.write(b"".join(arc_v1()))
    with open("tests/cases/archive/pages-v2.arc.gz", "wb") as f:
        f.write(gzip_members(arc_v2()))


    with open("tests/cases/archive/then-now.warc", "wb") as f:
        f.write(b"".join(then_now()))
    with open("tests/cases/archive/links.warc", "wb") as f:
        f.write(b"".join(links()))


main()
