//! Every committed input of every fuzz target — the seed corpus and the
//! regressions (inputs that once broke a target) — passes, and a short
//! deterministic run of each target from them is clean. These run with debug
//! assertions and overflow checks, which the release fuzzer has only in gg.

use gg_fuzz::{Stop, TARGETS, committed, fuzz, run_one};

#[test]
fn every_committed_input_passes() {
    let mut failures = Vec::new();
    for target in TARGETS {
        let inputs = committed(target.name);
        assert!(!inputs.is_empty(), "`{}` has no committed corpus", target.name);
        for (path, bytes) in inputs {
            if let Err(f) = run_one(target, &bytes) {
                failures.push(format!("{} ({}): {f}", path.display(), target.name));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn a_short_run_of_every_target_is_clean() {
    for target in TARGETS {
        let seeds = committed(target.name).into_iter().map(|(_, b)| b).collect();
        let report = fuzz(target, seeds, 0x5eed, Stop::Execs(400), None);
        if let Some((input, f)) = report.failure {
            panic!("{}: {f}\ninput: {:?}", target.name, String::from_utf8_lossy(&input));
        }
    }
}
