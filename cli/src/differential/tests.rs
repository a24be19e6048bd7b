//! The protocol's answers read, and the shrinking of an example.

use super::*;

#[test]
fn answers_are_read_or_refused() {
    let lines = Answers::start(
        io::Cursor::new("valid\ninvalid {\"offset\":3}\nvalid {\"host\":\"a\"}\nmaybe\n"),
        Duration::from_secs(60),
    );
    let a = read_answer(&lines, 0).ok().unwrap();
    assert!(a.valid && a.object.is_none());
    let b = read_answer(&lines, 1).ok().unwrap();
    assert!(!b.valid && b.object.unwrap()["offset"] == 3);
    assert!(read_answer(&lines, 2).ok().unwrap().valid);
    let Err(Broken(message)) = read_answer(&lines, 3) else {
        panic!("`maybe` is out of protocol")
    };
    assert!(message.contains("answer 4 is out of protocol"), "{message}");
    assert!(read_answer(&lines, 4).is_err());
}

#[test]
fn shrinking_keeps_what_matters() {
    let minimal = shrink("http://example.com/[x]/y", 400, |s| Ok(s.contains('['))).ok();
    assert_eq!(minimal.as_deref(), Some("["));
}
