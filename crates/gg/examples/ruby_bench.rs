//! The Ruby arms' latency: a bare turn, `require "gg"` with one file read,
//! and a 20-line program, whole turn (prepare, instantiate, run, outcome)
//! p50/p90 over `GG_BENCH_TURNS` turns (default 200) after 20 warm-up turns,
//! through the `ruby` arm (CRuby) and the same programs through the `opal`
//! arm in the same run. Given a `gg` binary, also the wall time of `gg run
//! prog.rb` as a whole process, repeated (`ruby` and `opal`), beside the
//! wall time of the same binary's `gg --version` as the process baseline.
//! Not a test: nothing here asserts a time.
//! `cargo run --release -p gg --example ruby_bench [-- target/release/gg]`

#[path = "common/arm_timing.rs"]
mod arm_timing;

use arm_timing::{measure, measure_process};
use gg::{Lang, Runtime, Turn};
use std::time::Instant;

const BARE: &str = "1 + 1\n";

/// The SDK and one read of a workspace file.
const READ: &str = "require \"gg\"\nGG::Files.read_text_file(\"notes.txt\").size\n";

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

fn main() {
    let turns = std::env::var("GG_BENCH_TURNS").ok().and_then(|n| n.parse().ok()).unwrap_or(200);
    let started = Instant::now();
    let runtime = Runtime::new().expect("the runtime loads");
    let first = runtime.run(Turn::new(Lang::Ruby, BARE).without_state());
    println!("first ruby turn (runtime start, guest load) {:.1} ms", started.elapsed().as_secs_f64() * 1e3);
    assert!(first.completed(), "{:?}", first.end);
    measure(&runtime, Lang::Ruby, "ruby bare", BARE, turns, 20);
    measure(&runtime, Lang::Ruby, "ruby require gg + read", READ, turns, 20);
    measure(&runtime, Lang::Ruby, "ruby 20-line", TWENTY, turns, 20);
    measure(&runtime, Lang::Opal, "opal bare", BARE, turns, 20);
    measure(&runtime, Lang::Opal, "opal require gg + read", READ, turns, 20);
    measure(&runtime, Lang::Opal, "opal 20-line", TWENTY, turns, 20);
    if let Some(gg) = std::env::args().nth(1) {
        let dir = tempfile::tempdir().expect("a temporary workspace");
        std::fs::write(dir.path().join("prog.rb"), TWENTY).expect("the program file");
        let runs = (turns / 4).max(10);
        measure_process(&gg, &["--version"], "gg --version (baseline)", dir.path(), runs);
        measure_process(&gg, &["run", "--no-state", "prog.rb"], "gg run prog.rb (ruby)", dir.path(), runs);
        measure_process(
            &gg,
            &["run", "--no-state", "--lang", "opal", "prog.rb"],
            "gg run prog.rb (opal)",
            dir.path(),
            runs,
        );
    }
}
