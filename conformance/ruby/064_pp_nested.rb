require "pp"

# Pretty-printing large nested structures

config = {
  server: { host: "0.0.0.0", port: 8080, workers: 4, timeouts: { read: 30, write: 30, idle: 120 } },
  database: { adapter: "postgresql", pool: 10, replicas: ["db-1.internal", "db-2.internal", "db-3.internal"] },
  features: %i[search notifications billing analytics exports],
  limits: { "free" => { requests: 1000, storage_mb: 50 }, "pro" => { requests: 100_000, storage_mb: 10_000 } },
}

pp config
pp config[:server]
pp config[:features]

matrix = Array.new(4) { |i| Array.new(12) { |j| i * 12 + j } }
pp matrix

long_list = (1..40).to_a
pp long_list

words = %w[alpha bravo charlie delta echo foxtrot golf hotel india juliet kilo lima mike november oscar]
pp words
pp words.each_slice(5).to_h { |s| [s.first.to_sym, s.drop(1)] }

Record = Struct.new(:id, :name, :tags)
records = [Record.new(1, "first record with a long name", %w[a b c]), Record.new(2, "second", [])]
pp records

result = pp({ small: 1 })
p result
pp 1, "two", :three
nested = { level1: { level2: { level3: { level4: { level5: "deep value here to force wrapping" } } } } }
pp nested
