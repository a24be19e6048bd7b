//! The links of pages written for these tests: every attribute of
//! [`LINK_ATTRIBUTES`] where it is a link (and not where it is none), lists
//! split, codebases, charsets and anchor text.

use super::lists::{urls, Form};
use super::*;
use urispec::edition::Edition;

fn rules() -> LinkRules {
    LinkRules::new(
        RuleSet::Rfc2396,
        EditionAt {
            edition: Edition::Rfc2396,
            predates: false,
        },
    )
}

/// (element, attribute, written, resolved or the error's text) of each link.
fn found(page: &HtmlLinks) -> Vec<(String, &'static str, String, String)> {
    page.links
        .iter()
        .map(|l| {
            let resolved = match &l.resolved {
                Ok(r) => r.to_string(),
                Err(e) => format!("error: {e}"),
            };
            (l.element.clone(), l.attribute, l.written.clone(), resolved)
        })
        .collect()
}

fn row(e: &str, a: &'static str, w: &str, r: &str) -> (String, &'static str, String, String) {
    (e.to_owned(), a, w.to_owned(), r.to_owned())
}

/// A page of HTML 2.0 to 4.01 with every attribute of the table once (and
/// `srcset`), each where it is a link.
const EVERY_ATTRIBUTE: &str = r##"<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Frameset//EN">
<HTML><HEAD PROFILE="http://purl.example/dc/ /profiles/local">
<META HTTP-EQUIV="Refresh" CONTENT="30; URL=next.html">
<LINK REL=stylesheet HREF="style.css">
<SCRIPT SRC="menu.js"></SCRIPT>
</HEAD>
<BODY BACKGROUND="paper.gif">
<TABLE BACKGROUND="t.gif"><TR BACKGROUND="tr.gif"><TH BACKGROUND="th.gif">h<TD BACKGROUND="td.gif">d</TABLE>
<A HREF="a.html">an anchor</A>
<IMG SRC="i.gif" LOWSRC="i-low.gif" USEMAP="#map" LONGDESC="i.txt" SRCSET="i-2x.gif 2x, i-3x.gif 3x">
<MAP NAME=map><AREA HREF="area.html" COORDS="0,0,1,1"></MAP>
<PICTURE><SOURCE SRCSET="s.webp"></PICTURE>
<APPLET CODEBASE="classes/" CODE="Clock.class" ARCHIVE="clock.jar, util.jar" WIDTH=1 HEIGHT=1></APPLET>
<OBJECT CODEBASE="/obj/" CLASSID="java:Ticker.class" DATA="ticker.dat" ARCHIVE="t.jar u.jar" USEMAP="#omap"></OBJECT>
<BLOCKQUOTE CITE="source.html">q</BLOCKQUOTE> <Q CITE="q.html">q</Q>
<INS CITE="why-ins.html">i</INS> <DEL CITE="why-del.html">d</DEL>
<FORM ACTION="/cgi-bin/post"><INPUT TYPE=image SRC="go.gif" USEMAP="#imap"></FORM>
<IFRAME SRC="inner.html" LONGDESC="inner.txt"></IFRAME>
<FRAMESET><FRAME SRC="f.html" LONGDESC="f.txt"></FRAMESET>
</BODY></HTML>
"##;

#[test]
fn a_page_using_every_attribute_gives_every_link() {
    let page = html_links(EVERY_ATTRIBUTE.as_bytes(), "http://a/b/c.html", rules());
    assert_eq!(
        found(&page),
        [
            row(
                "head",
                "profile",
                "http://purl.example/dc/",
                "http://purl.example/dc/"
            ),
            row(
                "head",
                "profile",
                "/profiles/local",
                "http://a/profiles/local"
            ),
            row("meta", "content", "next.html", "http://a/b/next.html"),
            row("link", "href", "style.css", "http://a/b/style.css"),
            row("script", "src", "menu.js", "http://a/b/menu.js"),
            row("body", "background", "paper.gif", "http://a/b/paper.gif"),
            row("table", "background", "t.gif", "http://a/b/t.gif"),
            row("tr", "background", "tr.gif", "http://a/b/tr.gif"),
            row("th", "background", "th.gif", "http://a/b/th.gif"),
            row("td", "background", "td.gif", "http://a/b/td.gif"),
            row("a", "href", "a.html", "http://a/b/a.html"),
            row("img", "longdesc", "i.txt", "http://a/b/i.txt"),
            row("img", "lowsrc", "i-low.gif", "http://a/b/i-low.gif"),
            row("img", "src", "i.gif", "http://a/b/i.gif"),
            row("img", "srcset", "i-2x.gif", "http://a/b/i-2x.gif"),
            row("img", "srcset", "i-3x.gif", "http://a/b/i-3x.gif"),
            row("img", "usemap", "#map", "http://a/b/c.html#map"),
            row("area", "href", "area.html", "http://a/b/area.html"),
            row("source", "srcset", "s.webp", "http://a/b/s.webp"),
            // Against the codebase, itself against the page.
            row(
                "applet",
                "archive",
                "clock.jar",
                "http://a/b/classes/clock.jar"
            ),
            row(
                "applet",
                "archive",
                "util.jar",
                "http://a/b/classes/util.jar"
            ),
            row(
                "applet",
                "code",
                "Clock.class",
                "http://a/b/classes/Clock.class"
            ),
            row("applet", "codebase", "classes/", "http://a/b/classes/"),
            row("object", "archive", "t.jar", "http://a/obj/t.jar"),
            row("object", "archive", "u.jar", "http://a/obj/u.jar"),
            row(
                "object",
                "classid",
                "java:Ticker.class",
                "java:Ticker.class"
            ),
            row("object", "codebase", "/obj/", "http://a/obj/"),
            row("object", "data", "ticker.dat", "http://a/obj/ticker.dat"),
            // A map of the page, not of the codebase.
            row("object", "usemap", "#omap", "http://a/b/c.html#omap"),
            row(
                "blockquote",
                "cite",
                "source.html",
                "http://a/b/source.html"
            ),
            row("q", "cite", "q.html", "http://a/b/q.html"),
            row("ins", "cite", "why-ins.html", "http://a/b/why-ins.html"),
            row("del", "cite", "why-del.html", "http://a/b/why-del.html"),
            row("form", "action", "/cgi-bin/post", "http://a/cgi-bin/post"),
            row("input", "src", "go.gif", "http://a/b/go.gif"),
            row("input", "usemap", "#imap", "http://a/b/c.html#imap"),
            row("iframe", "longdesc", "inner.txt", "http://a/b/inner.txt"),
            row("iframe", "src", "inner.html", "http://a/b/inner.html"),
            row("frame", "longdesc", "f.txt", "http://a/b/f.txt"),
            row("frame", "src", "f.html", "http://a/b/f.html"),
        ]
    );
    // Every attribute of the table is among them, on every element it
    // names.
    for (attribute, elements) in LINK_ATTRIBUTES {
        for element in elements
            .iter()
            .copied()
            .chain(elements.is_empty().then_some("a"))
        {
            let element = match (element, attribute) {
                ("a", "src") => "img",
                ("a", "action") => "form",
                (e, _) => e,
            };
            assert!(
                page.links
                    .iter()
                    .any(|l| l.element == element && l.attribute == attribute),
                "{element} {attribute}"
            );
        }
    }
}

#[test]
fn each_attribute_has_its_slot() {
    for (at, (attribute, _)) in LINK_ATTRIBUTES.iter().enumerate() {
        assert_eq!(tags::slot(attribute.as_bytes()), Some(at), "{attribute}");
    }
    assert!(LINK_ATTRIBUTES.windows(2).all(|w| w[0].0 < w[1].0));
}

#[test]
fn an_attribute_on_an_element_it_is_no_link_on_is_none() {
    let page = html_links(
        b"<p cite=a background=b><div data=c code=d codebase=e><img code=f cite=g>\
          <meta name=description content=h><meta http-equiv=expires content=i>\
          <a srcset=j lowsrc=k usemap=l longdesc=m profile=n classid=o archive=p>",
        "http://a/",
        rules(),
    );
    assert_eq!(found(&page), []);
}

#[test]
fn the_first_of_a_repeated_attribute_counts() {
    let page = html_links(b"<a href=one HREF=two>", "http://a/", rules());
    assert_eq!(found(&page), [row("a", "href", "one", "http://a/one")]);
}

#[test]
fn a_codebase_is_resolved_against_the_base_and_its_files_against_it() {
    let page = html_links(
        b"<base href='http://x/y/z'><applet codebase='../lib/' code=A.class>\
          <applet code=B.class><object codebase='http://o/p/' data=d>",
        "http://a/",
        rules(),
    );
    assert_eq!(
        found(&page)[1..],
        [
            row("applet", "code", "A.class", "http://x/lib/A.class"),
            row("applet", "codebase", "../lib/", "http://x/lib/"),
            // No codebase: the base.
            row("applet", "code", "B.class", "http://x/y/B.class"),
            row("object", "codebase", "http://o/p/", "http://o/p/"),
            row("object", "data", "d", "http://o/p/d"),
        ]
    );
}

#[test]
fn a_codebase_that_does_not_resolve_stops_its_files_before_they_are_read() {
    // `[` is in no reference of RFC 2396.
    let page = html_links(
        b"<applet codebase='a[1]/' code=A.class>",
        "http://a/",
        rules(),
    );
    let code = &page.links[0];
    assert_eq!((code.attribute, code.written.as_str()), ("code", "A.class"));
    assert_eq!(code.verdict, None);
    let codebase = &page.links[1];
    assert!(codebase.verdict.as_ref().is_some_and(|v| !v.is_valid()));
    assert_eq!(code.resolved, codebase.resolved);
    assert!(code.resolved.is_err());
}

#[test]
fn srcset_is_split_into_its_urls() {
    let split = |v: &str| -> Vec<String> {
        urls(Form::Srcset, v.as_bytes())
            .iter()
            .map(|u| String::from_utf8_lossy(u).into_owned())
            .collect()
    };
    assert_eq!(split("a.png 1x, b.png 2x"), ["a.png", "b.png"]);
    assert_eq!(
        split("  a.png, b.png , c.png 100w"),
        ["a.png", "b.png", "c.png"]
    );
    // A URL runs to white space: a comma inside it is its own.
    assert_eq!(split("a.png,b.png"), ["a.png,b.png"]);
    // A comma in a URL stays; one after it ends the candidate.
    assert_eq!(split("a,1.png 1x,b.png,,,"), ["a,1.png", "b.png"]);
    // A comma inside a descriptor's parentheses ends nothing.
    assert_eq!(split("a.png (x, y) 1x, b.png"), ["a.png", "b.png"]);
    assert_eq!(split(" , ,"), Vec::<String>::new());
    // Invalid descriptors: a browser drops the candidate, the page still names it.
    assert_eq!(split("a.png 1q, b.png"), ["a.png", "b.png"]);
}

#[test]
fn a_refresh_gives_its_url_with_or_without_url_equals() {
    let url = |v: &str| -> Vec<String> {
        urls(Form::Refresh, v.as_bytes())
            .iter()
            .map(|u| String::from_utf8_lossy(u).into_owned())
            .collect()
    };
    assert_eq!(url("5; URL=next.html"), ["next.html"]);
    assert_eq!(url("5;url = 'q.html' trailing"), ["q.html"]);
    assert_eq!(url("0; next.html"), ["next.html"]);
    assert_eq!(url("3,http://a/b"), ["http://a/b"]);
    assert_eq!(url(".5 \"u.html\""), ["u.html"]);
    // `URL` without `=` is the URL's own start.
    assert_eq!(url("1; urlish.html"), ["urlish.html"]);
    // A time alone reloads the page: no link; no time, no refresh.
    assert_eq!(url("5"), Vec::<String>::new());
    assert_eq!(url("5; "), Vec::<String>::new());
    assert_eq!(url("URL=x.html"), Vec::<String>::new());
    assert_eq!(url("5x; URL=x.html"), Vec::<String>::new());
    // Only a refresh's `content` is a link.
    let page = html_links(
        b"<meta http-equiv=' REFRESH ' content='1;URL=r.html'><meta http-equiv=refresh content=9>",
        "http://a/",
        rules(),
    );
    assert_eq!(
        found(&page),
        [row("meta", "content", "r.html", "http://a/r.html")]
    );
}

#[test]
fn lists_are_split_at_commas_or_white_space() {
    let split = |form, v: &str| -> Vec<String> {
        urls(form, v.as_bytes())
            .iter()
            .map(|u| String::from_utf8_lossy(u).into_owned())
            .collect()
    };
    assert_eq!(split(Form::Commas, " a.jar ,b.jar,, "), ["a.jar", "b.jar"]);
    assert_eq!(
        split(Form::Spaces, "a.jar\tb.jar\n c.jar "),
        ["a.jar", "b.jar", "c.jar"]
    );
    assert_eq!(split(Form::One, "  "), [""]);
    assert_eq!(Form::of("applet", "archive"), Form::Commas);
    assert_eq!(Form::of("object", "archive"), Form::Spaces);
}

#[test]
fn a_byte_that_is_not_ascii_is_written_as_its_octet_on_a_latin_1_page() {
    // No charset anywhere: ISO-8859-1 (RFC 2616 §3.7.1).
    let page = html_links(
        b"<a href=\"caf\xE9.html\">caf\xE9</a> <a href=caf\xE9>x</a> <a href=\"caf&eacute;.html\">",
        "http://a/b/",
        rules(),
    );
    assert_eq!(
        (&page.charset, page.charset_from),
        (&Charset::Iso8859_1, CharsetFrom::Default)
    );
    assert_eq!(
        found(&page),
        [
            row("a", "href", "caf%E9.html", "http://a/b/caf%E9.html"),
            row("a", "href", "caf%E9", "http://a/b/caf%E9"),
            row("a", "href", "caf%E9.html", "http://a/b/caf%E9.html"),
        ]
    );
    assert!(page.links[0].result.as_ref().is_some_and(|v| v.is_valid()));
    assert_eq!(page.links[0].text.as_deref(), Some("caf\u{e9}"));
}

#[test]
fn a_utf_8_page_writes_the_bytes_of_each_character() {
    let html = "<a href=\"caf\u{e9}.html\">caf\u{e9}</a><a href='caf&eacute;.html'>caf&#233;</a>";
    let page = html_links_served(
        html.as_bytes(),
        Some("text/html; charset=UTF-8"),
        "http://a/",
        rules(),
    );
    assert_eq!(
        (&page.charset, page.charset_from),
        (&Charset::Utf8, CharsetFrom::Http)
    );
    for link in &page.links {
        assert_eq!(link.written, "caf%C3%A9.html");
        assert_eq!(
            link.resolved.as_ref().map(ToString::to_string),
            Ok("http://a/caf%C3%A9.html".into())
        );
        assert_eq!(link.text.as_deref(), Some("caf\u{e9}"));
    }
    // A byte that is not UTF-8 is kept as it is.
    let page = html_links_served(
        b"<a href=\"\xE9\xC3\">",
        Some("text/html;charset=utf-8"),
        "http://a/",
        rules(),
    );
    assert_eq!(page.links[0].written, "%E9%C3");
}

#[test]
fn the_http_charset_comes_before_the_meta() {
    // HTML 4.01 §5.2.2: HTTP first, then the META.
    let html = b"<meta charset=utf-8><a href='&eacute;\xE9'>&eacute;\xE9</a>";
    let page = html_links_served(
        html,
        Some("text/html; charset=iso-8859-1"),
        "http://a/",
        rules(),
    );
    assert_eq!(
        (&page.charset, page.charset_from),
        (&Charset::Iso8859_1, CharsetFrom::Http)
    );
    assert_eq!(page.links[0].written, "%E9%E9");
    assert_eq!(page.links[0].text.as_deref(), Some("\u{e9}\u{e9}"));
    // Without HTTP's, the META's, read after the links it follows too.
    let page = html_links_served(html, Some("text/html"), "http://a/", rules());
    assert_eq!(
        (&page.charset, page.charset_from),
        (&Charset::Utf8, CharsetFrom::Meta)
    );
    assert_eq!(page.links[0].written, "%C3%A9%E9");
    assert_eq!(page.links[0].text.as_deref(), Some("\u{e9}\u{fffd}"));
    // The first META that names a charset; an http-equiv one too.
    let html = b"<meta http-equiv=content-type content='text/html; charset=\"windows-1252\"'>\
                 <meta charset=utf-8><a href='&euro;'>\x93q\x94</a>";
    let page = html_links_served(html, None, "http://a/", rules());
    assert_eq!(
        (&page.charset, page.charset_from),
        (&Charset::Windows1252, CharsetFrom::Meta)
    );
    assert_eq!(page.links[0].written, "%80");
    assert_eq!(page.links[0].text.as_deref(), Some("\u{201c}q\u{201d}"));
    // A META that names no charset is passed over, an empty one too.
    let html = b"<meta http-equiv=content-type content=text/html><meta charset=''>\
                 <meta charset=utf-8><a href='&eacute;'>";
    let page = html_links(html, "http://a/", rules());
    assert_eq!(
        (&page.charset, page.links[0].written.as_str()),
        (&Charset::Utf8, "%C3%A9")
    );
    // XHTML without a charset: UTF-8.
    let page = html_links_served(
        b"<a href='&eacute;'>",
        Some("application/xhtml+xml"),
        "http://a/",
        rules(),
    );
    assert_eq!(
        (&page.charset, page.links[0].written.as_str()),
        (&Charset::Utf8, "%C3%A9")
    );
}

#[test]
fn a_reference_with_no_byte_in_the_charset_is_written_in_utf_8() {
    // HTML 4.01 Appendix B.2.1.
    let page = html_links(b"<a href='&#x3B1;&euro;'>", "http://a/", rules());
    assert_eq!(page.links[0].written, "%CE%B1%E2%82%AC");
    let page = html_links_served(
        b"<a href='\x82\xA0&#x3042;'>",
        Some("text/html; charset=Shift_JIS"),
        "http://a/",
        rules(),
    );
    assert_eq!(page.charset, Charset::Other("shift_jis".into()));
    assert_eq!(page.links[0].written, "%82%A0%E3%81%82");
}

#[test]
fn charsets_are_read_from_content_types_as_pages_write_them() {
    let read = |v: &str| charset::in_content_type(v).map(|c| c.name().to_owned());
    assert_eq!(
        read("text/html; charset=ISO-8859-1").as_deref(),
        Some("iso-8859-1")
    );
    assert_eq!(
        read("text/html;charset = 'utf-8'").as_deref(),
        Some("utf-8")
    );
    assert_eq!(
        read("text/html; CHARSET=\"x-sjis\"; q=1").as_deref(),
        Some("x-sjis")
    );
    assert_eq!(
        read("text/html; charsetx; charset=latin1").as_deref(),
        Some("iso-8859-1")
    );
    assert_eq!(read("text/html"), None);
    assert_eq!(read("text/html; charset="), None);
    assert_eq!(read("text/html; charset=\"utf-8"), None);
}

#[test]
fn a_non_ascii_page_is_tokenized_as_it_is() {
    // Bytes that are not ASCII in names, unquoted values and text change
    // nothing of the tags around them.
    let html = b"<l\xE9 href=a\xE9b x\xE9=1 src=c><a \xE9 href=d>t\xE9xt</a><img src=e>";
    let page = html_links(html, "http://a/", rules());
    assert_eq!(
        found(&page),
        [
            row("l\u{e9}", "href", "a%E9b", "http://a/a%E9b"),
            row("l\u{e9}", "src", "c", "http://a/c"),
            row("a", "href", "d", "http://a/d"),
            row("img", "src", "e", "http://a/e"),
        ]
    );
    assert_eq!(page.links[2].text.as_deref(), Some("t\u{e9}xt"));
}

#[test]
fn anchor_text_is_decoded_collapsed_and_cut() {
    let long = "x".repeat(300);
    let html = format!(
        "<a href=1>\n  Caf&eacute; &amp; <b>bar</b>\t\r\n</a>\
         <a href=2><img src=i.gif alt=no></a>\
         <a href=3>one<a href=4>two</a>\
         <a href=5>a<script>var s = 'no';</script>b<style>p {{}}</style></a>\
         <a name=target>not a link</a>\
         <a href=6>{long}</a>\
         <area href=7>no text<a href=8> to the end "
    );
    let page = html_links(html.as_bytes(), "http://a/", rules());
    let texts: Vec<_> = page.links.iter().map(|l| l.text.clone()).collect();
    assert_eq!(
        texts,
        [
            Some("Caf\u{e9} & bar".into()),
            Some(String::new()),
            None,
            Some("one".into()),
            Some("two".into()),
            Some("ab".into()),
            Some("x".repeat(TEXT_CHARS)),
            None,
            Some("to the end".into()),
        ]
    );
    assert_eq!(page.links[2].element, "img");
}

#[test]
fn anchor_text_is_cut_at_a_character() {
    let html = format!("<a href=1>{}</a>", "\u{e9}".repeat(250));
    let page = html_links_served(
        html.as_bytes(),
        Some("text/html; charset=utf-8"),
        "http://a/",
        rules(),
    );
    assert_eq!(page.links[0].text, Some("\u{e9}".repeat(TEXT_CHARS)));
    let html = format!("<a href=1>{} {}</a>", "y".repeat(199), "z".repeat(9));
    let page = html_links(html.as_bytes(), "http://a/", rules());
    assert_eq!(page.links[0].text, Some("y".repeat(199)));
}

#[test]
fn no_bytes_panic_the_reader() {
    // Every byte value, in tags, values, references and text, cut anywhere.
    let mut html: Vec<u8> = b"<a href='&#xFFFF;&#0;&".to_vec();
    html.extend(0..=255u8);
    html.extend_from_slice(b"'>\xFF\xFE<meta charset=\xFF><img srcset=',\xFF (,' src");
    for end in 0..html.len() {
        for content_type in [
            None,
            Some("text/html; charset=utf-8"),
            Some("text/html; charset=x"),
        ] {
            let page = html_links_served(&html[..end], content_type, "http://a/", rules());
            for link in &page.links {
                assert!(link.written.is_ascii(), "{:?}", link.written);
            }
        }
    }
}

/// README.md's table of link attributes lists each attribute of
/// [`LINK_ATTRIBUTES`] with the elements it is a link on.
#[test]
fn the_readme_table_is_the_list_of_link_attributes() {
    let readme = include_str!("../../../README.md");
    let marker = "<!-- table: link-attributes -->\n";
    let at = readme.find(marker).expect("the table's marker") + marker.len();
    let mut documented: Vec<(String, String)> = Vec::new();
    for line in readme[at..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
    {
        let cells: Vec<&str> = line.split('|').collect();
        let names = |cell: &str| -> Vec<String> {
            cell.split('`')
                .skip(1)
                .step_by(2)
                .map(str::to_owned)
                .collect()
        };
        let elements = names(cells[1]);
        let elements = if elements.is_empty() {
            vec!["*".to_owned()]
        } else {
            elements
        };
        for attribute in names(cells[2]) {
            for element in &elements {
                documented.push((element.clone(), attribute.clone()));
            }
        }
    }
    documented.sort();
    let mut table: Vec<(String, String)> = LINK_ATTRIBUTES
        .iter()
        .flat_map(|(attribute, elements)| {
            let elements = if elements.is_empty() {
                &["*"][..]
            } else {
                elements
            };
            elements
                .iter()
                .map(|e| ((*e).to_owned(), (*attribute).to_owned()))
        })
        .collect();
    table.sort();
    assert_eq!(documented, table);
}
