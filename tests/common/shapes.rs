//! The hostile shapes of `tests/hostile.rs` and `tests/allocations.rs`: a
//! prefix, a unit repeated any number of times, a suffix.

/// One hostile shape: a prefix, a unit repeated `n` times, a suffix.
pub struct Shape {
    pub name: &'static str,
    pub prefix: &'static str,
    pub unit: &'static str,
    pub suffix: &'static str,
}

impl Shape {
    pub fn at(&self, n: usize) -> String {
        let mut s = String::with_capacity(self.prefix.len() + self.unit.len() * n + 8);
        s.push_str(self.prefix);
        for _ in 0..n {
            s.push_str(self.unit);
        }
        s.push_str(self.suffix);
        s
    }
}

pub const SHAPES: &[Shape] = &[
    Shape {
        name: "prospero semicolons",
        prefix: "prospero://a/b",
        unit: ";",
        suffix: "",
    },
    Shape {
        name: "prospero version digits",
        prefix: "prospero://a/b",
        unit: "1%00",
        suffix: "",
    },
    Shape {
        name: "slashes",
        prefix: "http://a",
        unit: "/",
        suffix: "",
    },
    Shape {
        name: "dots",
        prefix: "http://a/",
        unit: ".",
        suffix: "",
    },
    Shape {
        name: "dot segments",
        prefix: "http://a/b/",
        unit: "../",
        suffix: "g",
    },
    Shape {
        name: "search words",
        prefix: "http://a/b?",
        unit: "w+",
        suffix: "w",
    },
    Shape {
        name: "nul escapes",
        prefix: "http://a/",
        unit: "%00",
        suffix: "",
    },
    Shape {
        name: "broken escape at the end",
        prefix: "http://a/",
        unit: "%00",
        suffix: "%0",
    },
    Shape {
        name: "letters",
        prefix: "http://a/",
        unit: "abcdefghij",
        suffix: "#f",
    },
    Shape {
        name: "a long scheme",
        prefix: "",
        unit: "x",
        suffix: ":y",
    },
    Shape {
        name: "a long host",
        prefix: "http://",
        unit: "a.",
        suffix: "b/",
    },
    Shape {
        name: "a long port",
        prefix: "http://a:",
        unit: "9",
        suffix: "/",
    },
    Shape {
        name: "colons",
        prefix: "x:",
        unit: ":",
        suffix: "",
    },
    Shape {
        name: "at signs",
        prefix: "http://",
        unit: "@",
        suffix: "a/",
    },
    Shape {
        name: "open brackets",
        prefix: "http://a/",
        unit: "<[(",
        suffix: "",
    },
    Shape {
        name: "nothing valid",
        prefix: "",
        unit: "\u{0}",
        suffix: "",
    },
];
