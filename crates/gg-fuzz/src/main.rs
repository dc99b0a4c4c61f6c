//! `gg-fuzz <target|all|list> [--seconds N] [--seed S] [--timeout T] [--crashes DIR]`:
//! runs each named target for N seconds (default 60) from its committed
//! corpus and regressions, prints executions per second, and exits non-zero
//! when a target failed (1) or an input ran past T seconds (2, default 10).
//! A failing input is written to `DIR/<target>/<hash>` (default
//! `target/fuzz-crashes`) with a shrunk copy beside it.
//!
//! `gg-fuzz replay <target> FILE…` runs the given inputs once each and says
//! how each ended.

use gg_fuzz::{Stop, TARGETS, Target, Watch, by_name, committed, fuzz, minimize, save};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::Arc;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

const USAGE: &str = "usage: gg-fuzz <target|all|list> [--seconds N] [--seed S] [--timeout T] [--crashes DIR]\n       gg-fuzz replay <target> FILE...";

struct Args {
    targets: Vec<&'static Target>,
    seconds: u64,
    seed: u64,
    timeout: u64,
    crashes: PathBuf,
}

fn parse() -> Result<Option<Args>, String> {
    let mut argv = std::env::args().skip(1);
    let which = argv.next().ok_or(USAGE)?;
    let targets: Vec<&'static Target> = match which.as_str() {
        "list" => {
            for t in TARGETS {
                println!("{}", t.name);
            }
            return Ok(None);
        }
        "-h" | "--help" => {
            println!("{USAGE}\ntargets: all, {}", TARGETS.iter().map(|t| t.name).collect::<Vec<_>>().join(", "));
            return Ok(None);
        }
        "replay" => {
            let name = argv.next().ok_or(USAGE)?;
            let target = by_name(&name).ok_or_else(|| format!("no target `{name}` (`gg-fuzz list` names them)"))?;
            let mut failed = false;
            for file in argv {
                let input = std::fs::read(&file).map_err(|e| format!("{file}: {e}"))?;
                match gg_fuzz::run_one(target, &input) {
                    Ok(shape) => println!("{file}: ok (shape {shape:016x})"),
                    Err(f) => {
                        println!("{file}: {f}");
                        failed = true;
                    }
                }
            }
            return if failed { Err("an input failed".into()) } else { Ok(None) };
        }
        "all" => TARGETS.iter().collect(),
        name => vec![by_name(name).ok_or_else(|| format!("no target `{name}` (`gg-fuzz list` names them)"))?],
    };
    let default_crashes = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            gg_fuzz::crate_dir().parent().and_then(|c| c.parent()).unwrap_or(Path::new(".")).join("target")
        })
        .join("fuzz-crashes");
    let clock = SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64);
    let mut args = Args { targets, seconds: 60, seed: clock, timeout: 10, crashes: default_crashes };
    while let Some(flag) = argv.next() {
        let value = argv.next().ok_or_else(|| format!("{flag} needs a value\n{USAGE}"))?;
        let number = || value.parse::<u64>().map_err(|_| format!("{flag} takes a number, not `{value}`"));
        match flag.as_str() {
            "--seconds" => args.seconds = number()?,
            "--seed" => args.seed = number()?,
            "--timeout" => args.timeout = number()?.max(1),
            "--crashes" => args.crashes = PathBuf::from(&value),
            _ => return Err(format!("unknown flag `{flag}`\n{USAGE}")),
        }
    }
    Ok(Some(args))
}

fn main() -> ExitCode {
    let args = match parse() {
        Ok(Some(a)) => a,
        Ok(None) => return ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("gg-fuzz: {e}");
            return ExitCode::from(64);
        }
    };
    println!("gg-fuzz: seed {} ({} s per target; repeat with --seed {})", args.seed, args.seconds, args.seed);
    let watch = Arc::new(Watch::default());
    watchdog(watch.clone(), Duration::from_secs(args.timeout), args.crashes.clone());
    let mut failed = Vec::new();
    let mut rows = Vec::new();
    for target in &args.targets {
        let seeds: Vec<Vec<u8>> = committed(target.name).into_iter().map(|(_, bytes)| bytes).collect();
        let report = fuzz(target, seeds, args.seed, Stop::After(Duration::from_secs(args.seconds)), Some(&watch));
        let row = format!(
            "{:<13} {:>10} execs in {:>5.1} s = {:>9.0}/s; corpus {} -> {}, {} shapes",
            target.name,
            report.execs,
            report.elapsed.as_secs_f64(),
            report.per_second(),
            report.seeds,
            report.corpus,
            report.shapes,
        );
        println!("{row}");
        rows.push(row);
        if let Some((input, failure)) = report.failure {
            println!("{}: {failure}", target.name);
            match save(&args.crashes, target.name, &input) {
                Ok(p) => println!("  input: {}", p.display()),
                Err(e) => println!("  input not written: {e}"),
            }
            let small = minimize(target, &input, &failure.location, Duration::from_secs(30), Some(&watch));
            match save(&args.crashes, target.name, &small) {
                Ok(p) => println!(
                    "  shrunk to {} bytes: {} (once fixed, commit it under crates/gg-fuzz/regressions/{}/)",
                    small.len(),
                    p.display(),
                    target.name
                ),
                Err(e) => println!("  shrunk input not written: {e}"),
            }
            failed.push(target.name);
        }
    }
    if args.targets.len() > 1 {
        println!("summary (seed {}):", args.seed);
        for row in rows {
            println!("  {row}");
        }
    }
    if failed.is_empty() {
        ExitCode::SUCCESS
    } else {
        eprintln!("gg-fuzz: failures in {}", failed.join(", "));
        ExitCode::FAILURE
    }
}

/// A thread that ends the process when one input runs past `limit`,
/// writing that input first: a hang is a failure too.
fn watchdog(watch: Arc<Watch>, limit: Duration, crashes: PathBuf) {
    std::thread::spawn(move || {
        loop {
            std::thread::sleep(Duration::from_millis(250));
            if let Some((target, input)) = watch.stuck(limit) {
                eprintln!("gg-fuzz: {target}: an input ran past {} s", limit.as_secs());
                match save(&crashes, target, &input) {
                    Ok(p) => eprintln!("  input: {}", p.display()),
                    Err(e) => eprintln!("  input not written: {e}"),
                }
                std::process::exit(2);
            }
        }
    });
}
