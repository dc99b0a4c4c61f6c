//! Java's `StrictMath` where the `libm` crate's answer is not fdlibm's.
//!
//! The JDK specifies `StrictMath` as the results of fdlibm 5.3. The `libm`
//! crate follows FreeBSD's and musl's later rewrites of several functions,
//! which round differently in the last bit for some inputs; those functions
//! are written here from fdlibm's published algorithms (the same reductions,
//! polynomial coefficients and order of operations, which is what makes the
//! results bit-identical), on top of the `libm` functions that do match
//! (`atan`, `exp`, `expm1`). `java_math` in the integration tests compares
//! them with the JDK on 10,000 inputs per function.

// The constants are written as fdlibm publishes them, digits past a
// double's precision included.
#![allow(clippy::excessive_precision, reason = "the constants are written as fdlibm publishes them")]
#![allow(clippy::eq_op, reason = "`x - x` is fdlibm's NaN for an infinite or NaN argument, bit for bit")]
#![allow(clippy::needless_range_loop, reason = "the reduction indexes several arrays by one digit position")]

/// The high 32 bits of `x`'s representation.
fn high(x: f64) -> u32 {
    (x.to_bits() >> 32) as u32
}

/// The low 32 bits of `x`'s representation.
fn low(x: f64) -> u32 {
    x.to_bits() as u32
}

/// The double whose representation is `high` then `low`.
fn from_words(high: u32, low: u32) -> f64 {
    f64::from_bits((u64::from(high) << 32) | u64::from(low))
}

/// `x` with its high word replaced.
fn with_high(x: f64, high: u32) -> f64 {
    from_words(high, low(x))
}

const LN2_HI: f64 = 6.93147180369123816490e-01;
const LN2_LO: f64 = 1.90821492927058770002e-10;
const TWO54: f64 = 1.80143985094819840000e+16;

/// The coefficients of fdlibm's logarithm polynomial in `s²`, where
/// `s = f / (2 + f)`, shared by `log` and `log1p`.
const LG: [f64; 7] = [
    6.666666666666735130e-01,
    3.999999999940941908e-01,
    2.857142874366239149e-01,
    2.222219843214978396e-01,
    1.818357216161805012e-01,
    1.531383769920937332e-01,
    1.479819860511658591e-01,
];

/// The start `log` and `log10` share: the answer for zero, a negative
/// argument, infinity or NaN, else `(x, high word of x, k)` with a
/// subnormal `x` scaled by 2^54 and `k` its unbiased exponent (the scaling
/// taken back out).
fn log_reduce(x: f64) -> Result<(f64, i32, i32), f64> {
    let mut x = x;
    let mut hx = high(x) as i32;
    let mut k: i32 = 0;
    if hx < 0x0010_0000 {
        if (hx & 0x7fff_ffff) as u32 | low(x) == 0 {
            return Err(f64::NEG_INFINITY);
        }
        if hx < 0 {
            return Err(f64::NAN);
        }
        k -= 54;
        x *= TWO54;
        hx = high(x) as i32;
    }
    if hx >= 0x7ff0_0000 {
        return Err(x + x);
    }
    k += (hx >> 20) - 1023;
    Ok((x, hx, k))
}

/// The natural logarithm. `x = 2^k · (1 + f)` with `1 + f` in
/// [√2/2, √2); `log(1 + f)` is `f - s·(f - R)` or, for larger `f`, the
/// half-square form `f - (f²/2 - s·(f²/2 + R))`; `k·ln 2` is added in two
/// parts.
pub fn log(x: f64) -> f64 {
    let (mut x, hx, mut k) = match log_reduce(x) {
        Ok(reduced) => reduced,
        Err(answer) => return answer,
    };
    let fraction = hx & 0x000f_ffff;
    // Whether the fraction is past √2's: then divide by two (k + 1).
    let over = (fraction + 0x95f64) & 0x0010_0000;
    x = with_high(x, (fraction | (over ^ 0x3ff0_0000)) as u32);
    k += over >> 20;
    let f = x - 1.0;
    let dk = f64::from(k);
    if (0x000f_ffff & (2 + fraction)) < 3 {
        // |f| < 2^-20
        if f == 0.0 {
            return if k == 0 { 0.0 } else { dk * LN2_HI + dk * LN2_LO };
        }
        let r = f * f * (0.5 - 0.33333333333333333 * f);
        return if k == 0 { f - r } else { dk * LN2_HI - ((r - dk * LN2_LO) - f) };
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let w = z * z;
    let odd = z * (LG[0] + w * (LG[2] + w * (LG[4] + w * LG[6])));
    let even = w * (LG[1] + w * (LG[3] + w * LG[5]));
    let r = odd + even;
    if (fraction - 0x6147a) | (0x6b851 - fraction) > 0 {
        let hfsq = 0.5 * f * f;
        if k == 0 { f - (hfsq - s * (hfsq + r)) } else { dk * LN2_HI - ((hfsq - (s * (hfsq + r) + dk * LN2_LO)) - f) }
    } else if k == 0 {
        f - s * (f - r)
    } else {
        dk * LN2_HI - ((s * (f - r) - dk * LN2_LO) - f)
    }
}

/// The base-10 logarithm: `x = 2^n · m` with `m` in [1, 2) (in [1/2, 1)
/// for a negative `n`), then `n·log10(2)` in two parts plus
/// `log(m) / ln 10`.
pub fn log10(x: f64) -> f64 {
    const TWO_LOG10_HI: f64 = 3.01029995663611771306e-01;
    const TWO_LOG10_LO: f64 = 3.69423907715893078616e-13;
    const INV_LN10: f64 = std::f64::consts::LOG10_E;
    let (x, hx, k) = match log_reduce(x) {
        Ok(reduced) => reduced,
        Err(answer) => return answer,
    };
    let negative = ((k as u32) >> 31) as i32;
    let m = with_high(x, ((hx & 0x000f_ffff) | ((0x3ff - negative) << 20)) as u32);
    let n = f64::from(k + negative);
    let z = n * TWO_LOG10_LO + INV_LN10 * log(m);
    z + n * TWO_LOG10_HI
}

/// `log(1 + x)`, exact for small `x`: `1 + x` is formed with a correction
/// term `c` for the rounding of the sum, then reduced like `log`.
pub fn log1p(x: f64) -> f64 {
    let hx = high(x) as i32;
    let ax = hx & 0x7fff_ffff;
    let mut k = 1;
    let mut f = 0.0;
    let mut hu: i32 = 0;
    let mut c = 0.0;
    if hx < 0x3fda_827a {
        // x < 0.41422
        if ax >= 0x3ff0_0000 {
            return if x == -1.0 { f64::NEG_INFINITY } else { f64::NAN };
        }
        if ax < 0x3e20_0000 {
            // |x| < 2^-29
            return if ax < 0x3c90_0000 { x } else { x - x * x * 0.5 };
        }
        if hx > 0 || hx <= 0xbfd2_bec3_u32 as i32 {
            // -0.2929 < x < 0.41422: no reduction
            k = 0;
            f = x;
            hu = 1;
        }
    }
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if k != 0 {
        let mut u;
        if hx < 0x4340_0000 {
            u = 1.0 + x;
            hu = high(u) as i32;
            k = (hu >> 20) - 1023;
            c = if k > 0 { 1.0 - (u - x) } else { x - (u - 1.0) };
            c /= u;
        } else {
            u = x;
            hu = high(u) as i32;
            k = (hu >> 20) - 1023;
            c = 0.0;
        }
        hu &= 0x000f_ffff;
        if hu < 0x6a09e {
            u = with_high(u, (hu | 0x3ff0_0000) as u32);
        } else {
            k += 1;
            u = with_high(u, (hu | 0x3fe0_0000) as u32);
            hu = (0x0010_0000 - hu) >> 2;
        }
        f = u - 1.0;
    }
    let hfsq = 0.5 * f * f;
    let dk = f64::from(k);
    if hu == 0 {
        // |f| < 2^-20
        if f == 0.0 {
            return if k == 0 { 0.0 } else { dk * LN2_HI + (c + dk * LN2_LO) };
        }
        let r = hfsq * (1.0 - 0.66666666666666666 * f);
        return if k == 0 { f - r } else { dk * LN2_HI - ((r - (dk * LN2_LO + c)) - f) };
    }
    let s = f / (2.0 + f);
    let z = s * s;
    let r = z * (LG[0] + z * (LG[1] + z * (LG[2] + z * (LG[3] + z * (LG[4] + z * (LG[5] + z * LG[6]))))));
    if k == 0 { f - (hfsq - s * (hfsq + r)) } else { dk * LN2_HI - ((hfsq - (s * (hfsq + r) + (dk * LN2_LO + c))) - f) }
}

const PI: f64 = std::f64::consts::PI;
const PI_LO: f64 = 1.2246467991473531772e-16;
const PI_O_2: f64 = std::f64::consts::FRAC_PI_2;
const PI_O_4: f64 = std::f64::consts::FRAC_PI_4;

/// `atan2(y, x)`: the quadrant from the signs, the special values by
/// table, else `atan(|y/x|)` (or its limits when the exponents are more
/// than 60 apart) moved into the quadrant with π's low part.
pub fn atan2(y: f64, x: f64) -> f64 {
    if x.is_nan() || y.is_nan() {
        return x + y;
    }
    if x == 1.0 {
        return libm::atan(y);
    }
    let (hx, hy) = (high(x) as i32, high(y) as i32);
    let (ix, iy) = (hx & 0x7fff_ffff, hy & 0x7fff_ffff);
    let y_negative = hy < 0;
    let x_negative = hx < 0;
    if y == 0.0 {
        return match (x_negative, y_negative) {
            (false, _) => y,
            (true, false) => PI,
            (true, true) => -PI,
        };
    }
    if x == 0.0 {
        return if y_negative { -PI_O_2 } else { PI_O_2 };
    }
    if x.is_infinite() {
        let r = match (y.is_infinite(), x_negative) {
            (true, false) => PI_O_4,
            (true, true) => 3.0 * PI_O_4,
            (false, false) => 0.0,
            (false, true) => PI,
        };
        return if y_negative { -r } else { r };
    }
    if y.is_infinite() {
        return if y_negative { -PI_O_2 } else { PI_O_2 };
    }
    let k = (iy - ix) >> 20;
    let z = if k > 60 {
        PI_O_2 + 0.5 * PI_LO
    } else if x_negative && k < -60 {
        0.0
    } else {
        libm::atan((y / x).abs())
    };
    match (x_negative, y_negative) {
        (false, false) => z,
        (false, true) => -z,
        (true, false) => PI - (z - PI_LO),
        (true, true) => (z - PI_LO) - PI,
    }
}

/// `√(x² + y²)` without undue overflow or underflow: the larger
/// magnitude `a` and the smaller `b` are scaled by 2^±600 (or 2^1022) into
/// a safe range, and `a² + b²` is formed with `a` (or `2a` and `b`) split
/// into a high part of 21 bits and the rest, so the products are exact.
pub fn hypot(x: f64, y: f64) -> f64 {
    let (mut ha, mut hb) = (high(x) & 0x7fff_ffff, high(y) & 0x7fff_ffff);
    let (mut a, mut b) = (x.abs(), y.abs());
    if hb > ha {
        std::mem::swap(&mut a, &mut b);
        std::mem::swap(&mut ha, &mut hb);
    }
    if ha as i32 - hb as i32 > 0x3c0_0000 {
        // a/b > 2^60
        return a + b;
    }
    let mut k: i32 = 0;
    if ha > 0x5f30_0000 {
        // a > 2^500
        if ha >= 0x7ff0_0000 {
            // infinity beats NaN
            let mut w = a + b;
            if (ha & 0x000f_ffff) | low(a) == 0 {
                w = a;
            }
            if (hb ^ 0x7ff0_0000) | low(b) == 0 {
                w = b;
            }
            return w;
        }
        ha -= 0x2580_0000;
        hb -= 0x2580_0000;
        k += 600;
        a = with_high(a, ha);
        b = with_high(b, hb);
    }
    if hb < 0x20b0_0000 {
        // b < 2^-500
        if hb <= 0x000f_ffff {
            if hb | low(b) == 0 {
                return a;
            }
            let t = from_words(0x7fd0_0000, 0); // 2^1022
            b *= t;
            a *= t;
            k -= 1022;
        } else {
            ha += 0x2580_0000;
            hb += 0x2580_0000;
            k -= 600;
            a = with_high(a, ha);
            b = with_high(b, hb);
        }
    }
    let mut w = a - b;
    if w > b {
        let a_hi = from_words(ha, 0);
        let a_lo = a - a_hi;
        w = (a_hi * a_hi - (b * (-b) - a_lo * (a + a_hi))).sqrt();
    } else {
        let twice = a + a;
        let b_hi = from_words(hb, 0);
        let b_lo = b - b_hi;
        let t_hi = from_words(ha + 0x0010_0000, 0);
        let t_lo = twice - t_hi;
        w = (t_hi * b_hi - (w * (-w) - (t_hi * b_lo + t_lo * b))).sqrt();
    }
    if k != 0 { from_words((0x3ff0_0000_i32 + (k << 20)) as u32, 0) * w } else { w }
}

/// The cube root: a first estimate from the exponent (a third of the high
/// word plus a bias), one rational step to about 23 bits, rounded up to 20
/// bits, then one Newton step.
pub fn cbrt(x: f64) -> f64 {
    const B1: u32 = 715_094_163;
    const B2: u32 = 696_219_795;
    let hx = high(x);
    let negative = hx & 0x8000_0000 != 0;
    let hx = hx & 0x7fff_ffff;
    if hx >= 0x7ff0_0000 {
        return x + x;
    }
    if hx | low(x) == 0 {
        return x;
    }
    let ax = from_words(hx, low(x));
    let mut t = if hx < 0x0010_0000 {
        let scaled = ax * 18014398509481984.0; // 2^54
        from_words(high(scaled) / 3 + B2, 0)
    } else {
        from_words(hx / 3 + B1, 0)
    };
    let r = t * t / ax;
    let s = 5.42857142857142815906e-01 + r * t;
    t *= 3.57142857142857150787e-01
        + 1.60714285714285720630e+00 / (s + 1.41428571428571436819e+00 + -7.05306122448979611050e-01 / s);
    t = from_words(high(t) + 1, 0);
    let s = t * t;
    let r = ax / s;
    let w = t + t;
    let r = (r - t) / (w + r);
    t += t * r;
    if negative { -t } else { t }
}

/// Past this `|x|` (the high word, then the low word of ln(MAX_VALUE) + ln 2)
/// `sinh` and `cosh` overflow.
fn overflows(ix: u32, x: f64) -> bool {
    !(ix < 0x4086_33ce || (ix == 0x4086_33ce && low(x) <= 0x8fb9_f87d))
}

/// `sinh`: from `expm1(|x|)` below 22, `exp(|x|)/2` up to ln(MAX_VALUE),
/// `(exp(|x|/2)/2) · exp(|x|/2)` up to the overflow threshold.
pub fn sinh(x: f64) -> f64 {
    let ix = high(x) & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        return x + x;
    }
    let h = if x.is_sign_negative() { -0.5 } else { 0.5 };
    if ix < 0x4036_0000 {
        if ix < 0x3e30_0000 {
            return x;
        }
        let t = libm::expm1(x.abs());
        return if ix < 0x3ff0_0000 { h * (2.0 * t - t * t / (t + 1.0)) } else { h * (t + t / (t + 1.0)) };
    }
    if ix < 0x4086_2e42 {
        return h * libm::exp(x.abs());
    }
    if !overflows(ix, x) {
        let w = libm::exp(0.5 * x.abs());
        let t = h * w;
        return t * w;
    }
    x * 1.0e307
}

/// `cosh`: `1 + t²/(2(1 + t))` with `t = expm1(|x|)` up to ln(2)/2, then
/// `(e^|x| + e^-|x|)/2` below 22, then as `sinh`.
pub fn cosh(x: f64) -> f64 {
    let ix = high(x) & 0x7fff_ffff;
    if ix >= 0x7ff0_0000 {
        return x * x;
    }
    if ix < 0x3fd6_2e43 {
        let t = libm::expm1(x.abs());
        let w = 1.0 + t;
        if ix < 0x3c80_0000 {
            return w;
        }
        return 1.0 + (t * t) / (w + w);
    }
    if ix < 0x4036_0000 {
        let t = libm::exp(x.abs());
        return 0.5 * t + 0.5 / t;
    }
    if ix < 0x4086_2e42 {
        return 0.5 * libm::exp(x.abs());
    }
    if !overflows(ix, x) {
        let w = libm::exp(0.5 * x.abs());
        let t = 0.5 * w;
        return t * w;
    }
    f64::INFINITY
}

/// `tanh`: `1 - 2/(expm1(2|x|) + 2)` for |x| ≥ 1, `-t/(t + 2)` with
/// `t = expm1(-2|x|)` below, ±1 from 22 on, `x` itself below 2^-55.
pub fn tanh(x: f64) -> f64 {
    let ix = high(x) & 0x7fff_ffff;
    if x.is_nan() {
        return x;
    }
    let z = if ix >= 0x4036_0000 {
        1.0
    } else if ix < 0x3c80_0000 {
        return x * (1.0 + x);
    } else if ix >= 0x3ff0_0000 {
        let t = libm::expm1(2.0 * x.abs());
        1.0 - 2.0 / (t + 2.0)
    } else {
        let t = libm::expm1(-2.0 * x.abs());
        -t / (t + 2.0)
    };
    if x.is_sign_negative() { -z } else { z }
}

/// The sine on [-π/4, π/4] of `x + y` (`y` the tail of a reduced argument,
/// used when `tail`): `x + x³·(S1 + x²·P(x²))` with the tail's first-order
/// correction.
fn kernel_sin(x: f64, y: f64, tail: bool) -> f64 {
    const S: [f64; 6] = [
        -1.66666666666666324348e-01,
        8.33333333332248946124e-03,
        -1.98412698298579493134e-04,
        2.75573137070700676789e-06,
        -2.50507602534068634195e-08,
        1.58969099521155010221e-10,
    ];
    if high(x) & 0x7fff_ffff < 0x3e40_0000 {
        return x;
    }
    let z = x * x;
    let v = z * x;
    let r = S[1] + z * (S[2] + z * (S[3] + z * (S[4] + z * S[5])));
    if tail { x - ((z * (0.5 * y - v * r) - y) - v * S[0]) } else { x + v * (S[0] + z * r) }
}

/// The cosine on [-π/4, π/4] of `x + y`: `1 - x²/2 + x⁴·P(x²)` with the
/// tail's correction; past |x| = 0.3 a quarter-ish of x²/2 (`qx`) is taken
/// off both `1` and `x²/2` first, so the subtraction is exact.
fn kernel_cos(x: f64, y: f64) -> f64 {
    const C: [f64; 6] = [
        4.16666666666666019037e-02,
        -1.38888888888741095749e-03,
        2.48015872894767294178e-05,
        -2.75573143513906633035e-07,
        2.08757232129817482790e-09,
        -1.13596475577881948265e-11,
    ];
    let ix = high(x) & 0x7fff_ffff;
    if ix < 0x3e40_0000 {
        return 1.0;
    }
    let z = x * x;
    let r = z * (C[0] + z * (C[1] + z * (C[2] + z * (C[3] + z * (C[4] + z * C[5])))));
    if ix < 0x3fd3_3333 {
        return 1.0 - (0.5 * z - (z * r - x * y));
    }
    let qx = if ix > 0x3fe9_0000 { 0.28125 } else { from_words(ix - 0x0020_0000, 0) };
    let hz = 0.5 * z - qx;
    let a = 1.0 - qx;
    a - (hz - (z * r - x * y))
}

/// 2/π's bits after the binary point, 24 to an entry (enough for the
/// largest double's reduction, with entries to spare for cancellation).
const TWO_OVER_PI: [i32; 66] = [
    0xa2f983, 0x6e4e44, 0x1529fc, 0x2757d1, 0xf534dd, 0xc0db62, 0x95993c, 0x439041, 0xfe5163, 0xabdebb, 0xc561b7,
    0x246e3a, 0x424dd2, 0xe00649, 0x2eea09, 0xd1921c, 0xfe1deb, 0x1cb129, 0xa73ee8, 0x8235f5, 0x2ebb44, 0x84e99c,
    0x7026b4, 0x5f7e41, 0x3991d6, 0x398353, 0x39f49c, 0x845f8b, 0xbdf928, 0x3b1ff8, 0x97ffde, 0x05980f, 0xef2f11,
    0x8b5a0a, 0x6d1f6d, 0x367ecf, 0x27cb09, 0xb74f46, 0x3f669e, 0x5fea2d, 0x7527ba, 0xc7ebe5, 0xf17b3d, 0x0739f7,
    0x8a5292, 0xea6bfb, 0x5fb11f, 0x8d5d08, 0x560330, 0x46fc7b, 0x6babf0, 0xcfbc20, 0x9af436, 0x1da9e3, 0x91615e,
    0xe61b08, 0x659985, 0x5f14a0, 0x68408d, 0xffd880, 0x4d7327, 0x310606, 0x1556ca, 0x73a8c9, 0x60e27b, 0xc08c6b,
];

/// π/2 as a sum of doubles of 24 significant bits each.
const PIO2_PIECES: [f64; 8] = [
    1.570796251296997,
    7.549789415861596e-08,
    5.390302529957765e-15,
    3.282003415807913e-22,
    1.270655753080676e-29,
    1.2293330898111133e-36,
    2.7337005381646456e-44,
    2.1674168387780482e-51,
];

/// 2^k, for k within the normal exponents.
fn pow2(k: i32) -> f64 {
    f64::from_bits(((k + 1023) as u64) << 52)
}

/// Reduces `x` by multiples of π/2: `x = n·π/2 + (y0 + y1)` with
/// |y0 + y1| ≤ π/4 (about), `y0` rounded and `y1` its tail; returns `n`.
///
/// Below 2^20·π/2 it is fdlibm's Cody–Waite reduction: `n·π/2` taken off
/// in 33-bit pieces of π/2, a second and third piece only when the first
/// cancelled more than 16 (then 49) bits. Above, [`payne_hanek`].
fn rem_pio2(x: f64) -> (i32, f64, f64) {
    const INV_PIO2: f64 = std::f64::consts::FRAC_2_PI;
    const PIO2_1: f64 = 1.57079632673412561417e+00;
    const PIO2_1T: f64 = 6.07710050650619224932e-11;
    const PIO2_2: f64 = 6.07710050630396597660e-11;
    const PIO2_2T: f64 = 2.02226624879595063154e-21;
    const PIO2_3: f64 = 2.02226624871116645580e-21;
    const PIO2_3T: f64 = 8.47842766036889956997e-32;
    let hx = high(x) as i32;
    let ix = hx & 0x7fff_ffff;
    if ix < 0x4002_d97c {
        // |x| < 3π/4: n is ±1; near π/2 itself the second piece too.
        let near = ix == 0x3ff9_21fb;
        let (piece, tail) = if near { (PIO2_2, PIO2_2T) } else { (0.0, PIO2_1T) };
        return if hx > 0 {
            let mut z = x - PIO2_1;
            if near {
                z -= piece;
            }
            let y0 = z - tail;
            (1, y0, (z - y0) - tail)
        } else {
            let mut z = x + PIO2_1;
            if near {
                z += piece;
            }
            let y0 = z + tail;
            (-1, y0, (z - y0) + tail)
        };
    }
    if ix <= 0x4139_21fb {
        let t = x.abs();
        let n = (t * INV_PIO2 + 0.5) as i32;
        let nf = f64::from(n);
        let mut r = t - nf * PIO2_1;
        let mut w = nf * PIO2_1T;
        let mut y0 = r - w;
        // Below 32·π/2, an x whose high word is not that of n·π/2 cannot
        // cancel much, and skips the check (as fdlibm's table of those words).
        let plain = n < 32 && ix as u32 != high(nf * (PI / 2.0));
        if !plain {
            let exponent = ix >> 20;
            let cancelled = |y: f64| exponent - ((high(y) >> 20) & 0x7ff) as i32;
            if cancelled(y0) > 16 {
                let t = r;
                w = nf * PIO2_2;
                r = t - w;
                w = nf * PIO2_2T - ((t - r) - w);
                y0 = r - w;
                if cancelled(y0) > 49 {
                    let t = r;
                    w = nf * PIO2_3;
                    r = t - w;
                    w = nf * PIO2_3T - ((t - r) - w);
                    y0 = r - w;
                }
            }
        }
        let y1 = (r - y0) - w;
        return if hx < 0 { (-n, -y0, -y1) } else { (n, y0, y1) };
    }
    if ix >= 0x7ff0_0000 {
        return (0, x - x, x - x);
    }
    let (n, y0, y1) = payne_hanek(x.abs());
    if hx < 0 { (-n, -y0, -y1) } else { (n, y0, y1) }
}

/// `|x|` (finite, past 2^20·π/2) reduced by π/2 as fdlibm's Payne–Hanek
/// reduction does it, in doubles holding 24-bit integers: `x` is cut into
/// (up to) three 24-bit pieces `xs` with `x = Σ xs[i]·2^(e0 - 24i)`; each
/// product term `q[i]` sums `xs[j]` times the 24-bit digit of 2/π that
/// gives it weight 2^(q0 - 24i) (digits of weight 8 and more are skipped:
/// they add multiples of 8 to x·2/π). The terms are carried into 24-bit
/// digits `iq`, the integer part taken off as `n` (mod 8), the fraction
/// reflected to `1 - f` past one half, and more digits of 2/π taken while
/// the fraction's leading digits cancel to zero. The digits times π/2's
/// 24-bit pieces, summed smallest first, give `y0` and its tail `y1`.
fn payne_hanek(x: f64) -> (i32, f64, f64) {
    const TWO24: f64 = 16777216.0;
    const TWON24: f64 = 5.9604644775390625e-08;
    const TERMS: usize = 4; // q[0..=TERMS] for a 64-bit result, as fdlibm's e_rem_pio2 asks
    let e0 = ((high(x) >> 20) as i32) - 1046;
    let mut z = with_high(x, (high(x) as i32 - (e0 << 20)) as u32);
    let mut xs = [0.0f64; 3];
    for piece in xs.iter_mut().take(2) {
        *piece = f64::from(z as i32);
        z = (z - *piece) * TWO24;
    }
    xs[2] = z;
    let mut nx = 3;
    while xs[nx - 1] == 0.0 {
        nx -= 1;
    }
    let last = nx - 1;
    let jv = ((e0 - 3) / 24).max(0) as usize;
    let mut q0 = e0 - 24 * (jv as i32 + 1);
    // digit(i): 2/π's digit paired with xs[0] in term i (zero before the point).
    let digit = |i: usize| -> f64 {
        let j = jv as isize - last as isize + i as isize;
        if j < 0 { 0.0 } else { f64::from(TWO_OVER_PI[j as usize]) }
    };
    let term = |i: usize| -> f64 {
        let mut sum = 0.0;
        for (j, xj) in xs.iter().enumerate().take(nx) {
            sum += xj * digit(last + i - j);
        }
        sum
    };
    let mut q = [0.0f64; 20];
    for (i, qi) in q.iter_mut().enumerate().take(TERMS + 1) {
        *qi = term(i);
    }
    let mut jz = TERMS;
    let mut iq = [0i32; 20];
    let (n, ih, z) = loop {
        // Carry q[jz..0] into 24-bit digits, least significant first.
        let mut z = q[jz];
        for (i, j) in (1..=jz).rev().enumerate() {
            let high_part = f64::from((TWON24 * z) as i32);
            iq[i] = (z - TWO24 * high_part) as i32;
            z = q[j - 1] + high_part;
        }
        z *= pow2(q0);
        z -= 8.0 * (z * 0.125).floor();
        let mut n = z as i32;
        z -= f64::from(n);
        let mut ih = 0;
        if q0 > 0 {
            let i = iq[jz - 1] >> (24 - q0);
            n += i;
            iq[jz - 1] -= i << (24 - q0);
            ih = iq[jz - 1] >> (23 - q0);
        } else if q0 == 0 {
            ih = iq[jz - 1] >> 23;
        } else if z >= 0.5 {
            ih = 2;
        }
        if ih > 0 {
            // The fraction is past one half: take 1 - fraction, and n + 1.
            n += 1;
            let mut borrowed = false;
            for digit in iq.iter_mut().take(jz) {
                if borrowed {
                    *digit = 0xff_ffff - *digit;
                } else if *digit != 0 {
                    borrowed = true;
                    *digit = 0x100_0000 - *digit;
                }
            }
            if q0 == 1 {
                iq[jz - 1] &= 0x7f_ffff;
            } else if q0 == 2 {
                iq[jz - 1] &= 0x3f_ffff;
            }
            if ih == 2 {
                z = 1.0 - z;
                if borrowed {
                    z -= pow2(q0);
                }
            }
        }
        if z == 0.0 && iq[TERMS..jz].iter().all(|&d| d == 0) {
            // Everything cancelled: take as many more terms as leading zero digits.
            let mut more = 1;
            while iq[TERMS - more] == 0 {
                more += 1;
            }
            for i in jz + 1..=jz + more {
                q[i] = term(i);
            }
            jz += more;
            continue;
        }
        break (n, ih, z);
    };
    // Drop zero digits at the bottom, or split what is left of z into digits.
    if z == 0.0 {
        jz -= 1;
        q0 -= 24;
        while iq[jz] == 0 {
            jz -= 1;
            q0 -= 24;
        }
    } else {
        let z = z * pow2(-q0);
        if z >= TWO24 {
            let high_part = f64::from((TWON24 * z) as i32);
            iq[jz] = (z - TWO24 * high_part) as i32;
            jz += 1;
            q0 += 24;
            iq[jz] = high_part as i32;
        } else {
            iq[jz] = z as i32;
        }
    }
    // The digits as doubles of their weight, most significant at jz.
    let mut weight = pow2(q0);
    for i in (0..=jz).rev() {
        q[i] = weight * f64::from(iq[i]);
        weight *= TWON24;
    }
    // fq[k]: the products of π/2's pieces and digits of equal weight.
    let mut fq = [0.0f64; 20];
    for i in (0..=jz).rev() {
        let mut sum = 0.0;
        for (k, piece) in PIO2_PIECES.iter().enumerate().take((TERMS).min(jz - i) + 1) {
            sum += piece * q[i + k];
        }
        fq[jz - i] = sum;
    }
    let mut sum = 0.0;
    for value in fq[..=jz].iter().rev() {
        sum += value;
    }
    let y0 = sum;
    let mut tail = fq[0] - sum;
    for value in &fq[1..=jz] {
        tail += value;
    }
    if ih == 0 { (n & 7, y0, tail) } else { (n & 7, -y0, -tail) }
}

/// `sin`: the kernels on the argument reduced by π/2, by quadrant.
pub fn sin(x: f64) -> f64 {
    let ix = high(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        return kernel_sin(x, 0.0, false);
    }
    if ix >= 0x7ff0_0000 {
        return x - x;
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_sin(y0, y1, true),
        1 => kernel_cos(y0, y1),
        2 => -kernel_sin(y0, y1, true),
        _ => -kernel_cos(y0, y1),
    }
}

/// `cos`: the kernels on the argument reduced by π/2, by quadrant.
pub fn cos(x: f64) -> f64 {
    let ix = high(x) & 0x7fff_ffff;
    if ix <= 0x3fe9_21fb {
        return kernel_cos(x, 0.0);
    }
    if ix >= 0x7ff0_0000 {
        return x - x;
    }
    let (n, y0, y1) = rem_pio2(x);
    match n & 3 {
        0 => kernel_cos(y0, y1),
        1 => -kernel_sin(y0, y1, true),
        2 => -kernel_cos(y0, y1),
        _ => kernel_sin(y0, y1, true),
    }
}
