//! Bodies as crawlers store them, and every record type reported.

use std::io::Write;

use super::*;

fn response(uri: &str, date: &str, http_head: &str, body: &[u8]) -> Vec<u8> {
    let mut block =
        format!("HTTP/1.1 200 OK\r\nContent-Type: text/html\r\n{http_head}\r\n").into_bytes();
    block.extend_from_slice(body);
    let mut r = format!(
        "WARC/1.0\r\nWARC-Type: response\r\nWARC-Target-URI: {uri}\r\nWARC-Date: {date}\r\n\
         Content-Length: {}\r\n\r\n",
        block.len()
    )
    .into_bytes();
    r.extend_from_slice(&block);
    r.extend_from_slice(b"\r\n\r\n");
    r
}

const PAGE: &[u8] = b"<A HREF=\"a.html\">a</A> <IMG SRC=\"b.gif\"> <A HREF=\"../c/\">c</A>";

/// The page of `warc` with links: its links as written, and its defects.
fn links(warc: &[u8]) -> (Vec<String>, Vec<Defect>) {
    let page = Pages::new()
        .links(true)
        .read(warc)
        .unwrap()
        .next()
        .unwrap()
        .unwrap();
    let written = page
        .links
        .map(|l| l.links.into_iter().map(|l| l.written).collect())
        .unwrap_or_default();
    (written, page.defects)
}

#[test]
fn a_body_stored_de_chunked_under_transfer_encoding_chunked_is_read_as_it_is() {
    let (found, defects) = links(&response(
        "http://a/x/",
        "2014-01-01T00:00:00Z",
        "Transfer-Encoding: chunked\r\n",
        PAGE,
    ));
    assert_eq!(found, ["a.html", "b.gif", "../c/"]);
    assert_eq!(defects, [Defect::TransferEncoding]);
    // A body that is chunked is de-chunked, with no defect.
    let chunked = [
        format!("{:x}\r\n", PAGE.len()).into_bytes(),
        PAGE.to_vec(),
        b"\r\n0\r\n\r\n".to_vec(),
    ]
    .concat();
    let (found, defects) = links(&response(
        "http://a/x/",
        "2014-01-01T00:00:00Z",
        "Transfer-Encoding: chunked\r\n",
        &chunked,
    ));
    assert_eq!((found.len(), defects.as_slice()), (3, &[][..]));
}

#[test]
fn raw_deflate_and_gzip_over_a_plain_body_are_read() {
    let mut raw = flate2::write::DeflateEncoder::new(Vec::new(), flate2::Compression::fast());
    raw.write_all(PAGE).unwrap();
    let raw = raw.finish().unwrap();
    let (found, defects) = links(&response(
        "http://a/x/",
        "2001-01-01T00:00:00Z",
        "Content-Encoding: deflate\r\n",
        &raw,
    ));
    assert_eq!(found, ["a.html", "b.gif", "../c/"]);
    assert_eq!(defects, [Defect::ContentEncoding]);
    // zlib's deflate (RFC 2616 §3.5) is no defect.
    let mut zlib = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::fast());
    zlib.write_all(PAGE).unwrap();
    let (found, defects) = links(&response(
        "http://a/x/",
        "2001-01-01T00:00:00Z",
        "Content-Encoding: deflate\r\n",
        &zlib.finish().unwrap(),
    ));
    assert_eq!((found.len(), defects.as_slice()), (3, &[][..]));
    // A body stored decoded under `gzip`.
    let (found, defects) = links(&response(
        "http://a/x/",
        "2001-01-01T00:00:00Z",
        "Content-Encoding: gzip\r\n",
        PAGE,
    ));
    assert_eq!(found, ["a.html", "b.gif", "../c/"]);
    assert_eq!(defects, [Defect::ContentEncoding]);
}

#[test]
fn revisits_are_captures_and_every_type_is_counted() {
    let revisit = "WARC/1.0\r\nWARC-Type: revisit\r\nWARC-Target-URI: http://a/x/\r\n\
        WARC-Date: 2001-06-01T12:00:00Z\r\nWARC-Profile: http://netpreserve.org/warc/1.0/revisit/identical-payload-digest\r\n\
        Content-Length: 0\r\n\r\n\r\n\r\n";
    let request = "WARC/1.0\r\nWARC-Type: request\r\nWARC-Target-URI: http://a/x/\r\nContent-Length: 0\r\n\r\n\r\n\r\n";
    let file = [
        request.as_bytes().to_vec(),
        response("http://a/x/", "2001-01-01T00:00:00Z", "", PAGE),
        revisit.as_bytes().to_vec(),
    ]
    .concat();
    let mut reader = Pages::new().links(true).read(&file[..]).unwrap();
    let pages: Vec<Page> = reader.by_ref().map(Result::unwrap).collect();
    assert_eq!(
        pages
            .iter()
            .map(|p| p.warc_type.as_str())
            .collect::<Vec<_>>(),
        ["response", "revisit"]
    );
    assert_eq!(pages[1].target, "http://a/x/");
    assert_eq!(
        pages[1].time.map(|t| t.to_string()).as_deref(),
        Some("20010601120000")
    );
    assert!(pages[1].links.is_none());
    let types: Vec<_> = reader
        .types()
        .iter()
        .map(|(t, n)| (t.as_str(), *n))
        .collect();
    assert_eq!(types, [("request", 1), ("response", 1), ("revisit", 1)]);
}

#[test]
fn trailer_defects_reach_the_page_with_or_without_links() {
    let mut file = response("http://a/x/", "2001-01-01T00:00:00Z", "", PAGE);
    file.truncate(file.len() - 2); // one CRLF after the block
    let file = [
        file,
        response("http://b/", "2001-01-01T00:00:00Z", "", PAGE),
    ]
    .concat();
    for links in [false, true] {
        let pages: Vec<Page> = Pages::new()
            .links(links)
            .read(&file[..])
            .unwrap()
            .map(Result::unwrap)
            .collect();
        assert_eq!(pages.len(), 2);
        assert_eq!(pages[0].defects, [Defect::Trailer], "{links}");
        assert!(pages[1].defects.is_empty());
    }
}

#[test]
fn pages_mapped_on_workers_come_back_in_order_as_the_iterator_gives_them() {
    // Pages with links and without, a record that cannot be read, and
    // records of other types, in one file.
    let mut file = Vec::new();
    for i in 0..40 {
        let uri = format!("http://a/{i}/");
        file.extend(response(&uri, "1996-01-01T00:00:00Z", "", PAGE));
        if i % 7 == 0 {
            file.extend_from_slice(b"WARC/1.0\r\nWARC-Type: response\r\nContent-Length: x\r\n\r\n");
        }
        if i % 5 == 0 {
            let request = format!(
                "WARC/1.0\r\nWARC-Type: request\r\nWARC-Target-URI: {uri}\r\nContent-Length: 0\r\n\r\n\r\n\r\n"
            );
            file.extend_from_slice(request.as_bytes());
        }
    }
    let described = |read: Result<Page, WarcError>| match read {
        Ok(page) => format!(
            "{} {} {:?}",
            page.offset,
            page.target,
            page.links.map(|l| l.links.len())
        ),
        Err(e) => e.to_string(),
    };
    let mut one = Pages::new().links(true).read(&file[..]).unwrap();
    let expected: Vec<String> = one.by_ref().map(described).collect();
    assert!(expected.len() > 40 && expected.iter().any(|d| !d.starts_with(char::is_numeric)));
    for jobs in [1, 2, 3, 16] {
        let mut mapped = Pages::new()
            .links(true)
            .jobs(jobs)
            .read(&file[..])
            .unwrap()
            .map_pages(move |page| described(Ok(page)));
        let got: Vec<String> = mapped
            .by_ref()
            .map(|read| read.unwrap_or_else(|e| e.to_string()))
            .collect();
        assert_eq!(got, expected, "{jobs} jobs");
        assert_eq!(mapped.types(), one.types(), "{jobs} jobs");
    }
}
