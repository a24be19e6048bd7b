//! The hash maps of the construction.

use std::collections::{HashMap as StdMap, HashSet as StdSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The construction's maps hash small integer keys, many times: with a
/// multiply-and-rotate hasher (as rustc's FxHash) rather than SipHash,
/// rfc3986's automaton is built several times faster in the unoptimized
/// build script.
#[derive(Default)]
pub(super) struct Fx(u64);

impl Hasher for Fx {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u32(&mut self, n: u32) {
        self.write_u64(u64::from(n));
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

pub(super) type HashMap<K, V> = StdMap<K, V, BuildHasherDefault<Fx>>;
pub(super) type HashSet<K> = StdSet<K, BuildHasherDefault<Fx>>;
