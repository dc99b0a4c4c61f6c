# Hash defaults: values, procs, and the shared-default pitfall

shared = Hash.new([])
shared[:a] << 1
shared[:b] << 2
p shared
p shared[:c]
p shared.size

safe = Hash.new { |h, k| h[k] = [] }
safe[:a] << 1
safe[:b] << 2
safe[:a] << 3
p safe
p safe.size

lazy = Hash.new { |_, k| k.to_s * 2 }
p lazy[:ab]
p lazy.size
p lazy.fetch(:ab, "fetch ignores the default")

counts = Hash.new(0)
%w[x y x z x y].each { |w| counts[w] += 1 }
p counts
p counts["missing"]
p counts.key?("missing")

tree = Hash.new { |h, k| h[k] = Hash.new(&h.default_proc) }
tree[:a][:b][:c] = 1
tree[:a][:d] = 2
tree[:e]
p tree

fib = Hash.new { |h, n| h[n] = n < 2 ? n : h[n - 1] + h[n - 2] }
p fib[40]

h = {}
h.default = :none
p h[:x]
h.default_proc = proc { |hash, key| "computed #{key}" }
p h[:y]
p h.default
word_index = Hash.new { |idx, word| idx[word] = idx.size }
%w[the cat the hat a cat].each { |w| word_index[w] }
p word_index
grouped = %w[ant bee cat ape bat].each_with_object(Hash.new { |hh, k| hh[k] = [] }) { |w, acc| acc[w[0]] << w }
p grouped
p grouped.to_a
p grouped.default_proc.nil?
plain = grouped.to_h
p plain.default_proc.nil?
