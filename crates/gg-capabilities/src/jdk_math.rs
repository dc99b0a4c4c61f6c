//! Java's `StrictMath`, answered on the host for the JVM guest's `math`
//! import (`wit/math.wit`): TeaVM's classlib leaves these functions to its
//! host. Each answers as the JDK's `StrictMath` does, bit for bit (gg's Java
//! `Math` is its `StrictMath`): the `libm` crate where its algorithm is
//! fdlibm's, [`fdlibm`] (fdlibm's algorithms, written anew) where it is not,
//! and Rust's correctly rounded `sqrt`, `ceil` and `floor`.
//!
//! Invariant: pure functions of their arguments, but [`Random`], whose state
//! one turn owns. Nothing here is recorded as a call: this is the engine's
//! arithmetic, not the agent's surface.

mod fdlibm;

macro_rules! unary {
    ($($name:ident => $body:expr;)*) => {
        $(
            #[doc = concat!("`StrictMath.", stringify!($name), "`.")]
            pub fn $name(x: f64) -> f64 {
                ($body)(x)
            }
        )*
    };
}

unary! {
    sin => fdlibm::sin;
    cos => fdlibm::cos;
    tan => libm::tan;
    asin => libm::asin;
    acos => libm::acos;
    atan => libm::atan;
    exp => libm::exp;
    log => fdlibm::log;
    log10 => fdlibm::log10;
    log1p => fdlibm::log1p;
    expm1 => libm::expm1;
    sqrt => f64::sqrt;
    cbrt => fdlibm::cbrt;
    sinh => fdlibm::sinh;
    cosh => fdlibm::cosh;
    tanh => fdlibm::tanh;
    ceil => f64::ceil;
    floor => f64::floor;
}

/// `StrictMath.atan2`.
pub fn atan2(y: f64, x: f64) -> f64 {
    fdlibm::atan2(y, x)
}

/// `StrictMath.hypot`.
pub fn hypot(x: f64, y: f64) -> f64 {
    fdlibm::hypot(x, y)
}

/// C's `pow`, which is fdlibm's for every argument but those where Java and
/// C part (the guest's `JdkMath.pow` answers those before calling here).
pub fn pow(x: f64, y: f64) -> f64 {
    libm::pow(x, y)
}

/// `Math.random`'s source for one turn: xorshift64*, seeded from the clock
/// on first use (`Math.random` is not for secrets).
#[derive(Debug, Default)]
pub struct Random {
    state: u64,
}

impl Random {
    /// Whether no value was drawn yet (the first draw seeds it).
    pub fn unseeded(&self) -> bool {
        self.state == 0
    }

    /// Seeds it (a zero seed is taken as one).
    pub fn seed(&mut self, seed: u64) {
        self.state = seed.max(1);
    }

    /// The next double in `[0, 1)`.
    pub fn next_double(&mut self) -> f64 {
        let mut x = self.state;
        if x == 0 {
            x = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map(|d| d.as_nanos() as u64)
                .unwrap_or(0x9e37_79b9_7f4a_7c15)
                | 1;
        }
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.state = x;
        (x.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as f64 / (1u64 << 53) as f64
    }
}
