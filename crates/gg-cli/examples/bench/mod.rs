//! What the bench examples (`session_bench`, `mcp_bench`) share: one printed
//! row of a measurement's p50 and p90.

/// Prints `name` with the p50 and p90 of `ms` (milliseconds) and the count.
pub fn row(name: &str, mut ms: Vec<f64>) {
    ms.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let at = |p: f64| ms[((ms.len() as f64 - 1.0) * p).round() as usize];
    println!("{name:<34} {:>9.2} {:>9.2}   (n={})", at(0.5), at(0.9), ms.len());
}
