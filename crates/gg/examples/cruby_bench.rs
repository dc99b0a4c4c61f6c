//! The `cruby` arm's latency: a bare turn and a 20-line program, whole turn
//! (prepare, instantiate, run, outcome) p50/p90 over `GG_BENCH_TURNS` turns
//! (default 200) after 20 warm-up turns, each program also through the Opal
//! arm in the same run. Not a test: nothing here asserts a time.
//! `cargo run --release -p gg --example cruby_bench`

use gg::{Lang, Runtime, Turn};
use std::time::Instant;

const BARE: &str = "1 + 1\n";

/// A 20-line program of the kind models write.
const TWENTY: &str = r##"Order = Struct.new(:id, :status, :total)
orders = (1..40).map { |i| Order.new(i, i.even? ? :paid : :pending, i * 2.5) }
by_status = orders.group_by(&:status)
summary = by_status.transform_values { |os| os.sum(&:total) }
average = orders.sum(&:total) / orders.size
def label(total)
  case total
  when 0...20 then "small"
  when 20...60 then "medium"
  else "large"
  end
end
labels = orders.map { |o| label(o.total) }.tally
top = orders.max_by(3, &:total).map(&:id)
text = format("%.2f", average)
words = %w[alpha beta gamma].each_with_index.map { |w, i| "#{w}-#{i}" }
puts summary.inspect
puts labels.inspect
puts top.inspect, text, words.join(",")
summary.size
"##;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    sorted[((sorted.len() as f64 - 1.0) * p).round() as usize]
}

fn measure(runtime: &Runtime, lang: Lang, label: &str, source: &str, turns: usize) {
    let dir = tempfile::tempdir().expect("a temporary workspace");
    let (mut whole, mut run) = (Vec::new(), Vec::new());
    for i in 0..turns + 20 {
        let started = Instant::now();
        let outcome = runtime.run(Turn::new(lang, source).workspace(dir.path()).without_state());
        let total = started.elapsed().as_secs_f64() * 1e6;
        assert!(outcome.completed(), "{label}: {:?}", outcome.end);
        if i >= 20 {
            whole.push(total);
            run.push(outcome.timings.run_us as f64);
        }
    }
    whole.sort_by(|a, b| a.total_cmp(b));
    run.sort_by(|a, b| a.total_cmp(b));
    println!(
        "{label:<28} whole p50 {:>8.0} p90 {:>8.0}   run p50 {:>8.0}   (µs, n={turns})",
        percentile(&whole, 0.5),
        percentile(&whole, 0.9),
        percentile(&run, 0.5)
    );
}

fn main() {
    let turns = std::env::var("GG_BENCH_TURNS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let started = Instant::now();
    let runtime = Runtime::new().expect("the runtime loads");
    let first = runtime.run(Turn::new(Lang::CRuby, BARE).without_state());
    println!("first cruby turn (runtime start, guest load) {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
    assert!(first.completed(), "{:?}", first.end);
    measure(&runtime, Lang::CRuby, "cruby bare", BARE, turns);
    measure(&runtime, Lang::CRuby, "cruby 20-line", TWENTY, turns);
    measure(&runtime, Lang::Ruby, "opal bare", BARE, turns);
    measure(&runtime, Lang::Ruby, "opal 20-line", TWENTY, turns);
}
