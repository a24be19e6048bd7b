//! The hostile shapes: a prefix, a unit repeated any number of times, a
//! suffix. `tests/grammar/hostile.rs` and `tests/allocations.rs` hold the parsers
//! to linear time and memory on them; `urispec vectors` writes them at up
//! to 1,000 repetitions.

/// One hostile shape: a prefix, a unit repeated `n` times, a suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    /// What it is called in the tests and benchmarks.
    pub name: &'static str,
    /// The text before the repetitions.
    pub prefix: &'static str,
    /// The unit repeated.
    pub unit: &'static str,
    /// The text after them.
    pub suffix: &'static str,
}

impl Shape {
    /// The shape with its unit repeated `n` times.
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

/// Every hostile shape.
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
