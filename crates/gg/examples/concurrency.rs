//! `cargo xtask bench`'s concurrency table: JavaScript turns per second with
//! 1, 2, 8, 64 and 128 callers sharing one [`Runtime`], and the process's
//! peak resident set after each level. Nothing here asserts a figure.
//!
//! Each caller is a thread (with [`gg::TURN_THREAD_STACK`]) that
//! runs the same trivial program, without state, until the level's time is
//! up; every turn must complete, so a caller refused for want of an instance
//! slot (the pool holds 64) is counted and shown.
//!
//! `--seconds S` (default 3) per level; `--levels 1,2,8,64,128`.

use gg::{Lang, Runtime, Turn};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

const PROGRAM: &str = "const xs = [1, 2, 3].map((n) => n * 2);\nxs.length\n";

/// The process's peak and current resident set, in MiB (`/proc/self/status`).
fn rss_mib() -> (f64, f64) {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let field = |name: &str| {
        status
            .lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|kb| kb.parse::<f64>().ok())
            .map_or(f64::NAN, |kb| kb / 1024.0)
    };
    (field("VmHWM:"), field("VmRSS:"))
}

fn arg<T: std::str::FromStr>(name: &str) -> Option<T> {
    std::env::args().skip_while(|a| a != name).nth(1).and_then(|v| v.parse().ok())
}

fn main() {
    let seconds: f64 = arg("--seconds").unwrap_or(3.0);
    let levels: Vec<usize> = arg::<String>("--levels")
        .map(|l| l.split(',').filter_map(|n| n.parse().ok()).collect())
        .unwrap_or_else(|| vec![1, 2, 8, 64, 128]);
    let runtime = Arc::new(Runtime::new().expect("runtime"));
    let ws = tempfile::tempdir().expect("temp workspace");
    // Warm the instance pool's first slots and the engine's code.
    for _ in 0..50 {
        let outcome = runtime.run(Turn::new(Lang::JavaScript, PROGRAM).workspace(ws.path()).without_state());
        assert!(outcome.completed(), "warm-up turn failed: {:?}", outcome.end);
    }
    println!(
        "{:<10} {:>12} {:>14} {:>10} {:>12} {:>12}",
        "callers", "turns/s", "p50 turn (µs)", "failed", "peak RSS MiB", "RSS MiB"
    );
    for &callers in &levels {
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicU64::new(0));
        let failed = Arc::new(AtomicU64::new(0));
        let started = Instant::now();
        let threads: Vec<_> = (0..callers)
            .map(|_| {
                let (runtime, stop, done, failed) = (runtime.clone(), stop.clone(), done.clone(), failed.clone());
                let ws = ws.path().to_path_buf();
                std::thread::Builder::new()
                    .stack_size(gg::TURN_THREAD_STACK)
                    .spawn(move || {
                        let mut times = Vec::new();
                        while !stop.load(Ordering::Relaxed) {
                            let t = Instant::now();
                            let outcome =
                                runtime.run(Turn::new(Lang::JavaScript, PROGRAM).workspace(&ws).without_state());
                            times.push(t.elapsed().as_secs_f64() * 1e6);
                            if outcome.completed() {
                                done.fetch_add(1, Ordering::Relaxed);
                            } else {
                                if failed.fetch_add(1, Ordering::Relaxed) == 0 {
                                    eprintln!("a turn with {callers} callers did not complete: {:?}", outcome.end);
                                }
                            }
                        }
                        times
                    })
                    .expect("spawn a caller")
            })
            .collect();
        std::thread::sleep(Duration::from_secs_f64(seconds));
        stop.store(true, Ordering::Relaxed);
        let mut times: Vec<f64> = threads.into_iter().flat_map(|t| t.join().expect("caller")).collect();
        let elapsed = started.elapsed().as_secs_f64();
        times.sort_by(|a, b| a.partial_cmp(b).unwrap());
        let p50 = times.get(times.len() / 2).copied().unwrap_or(f64::NAN);
        let (peak, now) = rss_mib();
        println!(
            "{callers:<10} {:>12.0} {:>14.1} {:>10} {:>12.1} {:>12.1}",
            done.load(Ordering::Relaxed) as f64 / elapsed,
            p50,
            failed.load(Ordering::Relaxed),
            peak,
            now
        );
    }
}
