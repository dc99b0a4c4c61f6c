# Working with hashes: transforms, filters, defaults and dig

stock = { apples: 12, bananas: 0, cherries: 250, dates: 7, elderberries: 0 }

p stock.select { |_, qty| qty > 0 }
p stock.reject { |_, qty| qty > 0 }.keys
p stock.filter_map { |fruit, qty| fruit.to_s.capitalize if qty.zero? }
p stock.transform_values { |q| q * 2 }
p stock.transform_keys(&:to_s).keys.first(2)
p stock.min_by { |_, q| q }
p stock.max_by(2) { |_, q| q }
p stock.sort_by { |k, q| [-q, k] }.first(3).to_h
p stock.sum { |_, q| q }
p stock.count { |_, q| q.zero? }
p stock.find { |_, q| q > 100 }
p stock.any? { |_, q| q > 200 }, stock.all? { |_, q| q >= 0 }
p stock.partition { |_, q| q.even? }.map(&:to_h)
p stock.each_with_index.map { |(k, v), i| "#{i}:#{k}=#{v}" }
p stock.key(7), stock.key?(:figs), stock.value?(250)
p stock.to_a.last
p stock.invert[0]
p stock.group_by { |_, q| q.zero? ? :out : :in }.transform_values { |pairs| pairs.map(&:first) }
p stock.reduce(0) { |acc, (_, q)| acc + q }
p stock.slice(:apples, :dates)
p stock.except(:cherries, :bananas)
p stock.filter_map { |k, v| k if v > 10 }
p stock.each_slice(2).map(&:to_h)
p stock.min_by(2) { |k, q| [q, k] }

h = { b: 2, a: 1 }
h[:c] = 3
h.delete(:b)
h.store(:d, 4)
p h
p h.sort.to_h
p h.to_a.transpose
p h.merge({ a: 10, e: 5 }) { |_, old, new| old + new }
p h.fetch(:zzz) { |k| "no #{k}" }
p h.fetch(:zzz, "default")
p h.dig(:a)
p h.each_pair.to_a.flatten
p Hash[[[:x, 1], [:y, 2]]]
p [[:x, 1], [:y, 2]].to_h { |k, v| [v, k] }
p %w[a b c].each_with_index.to_h
p h.length, h.empty?, {}.empty?
data = { user: { profile: { address: { city: "Lisbon" } } } }
p data.dig(:user, :profile, :address, :city)
p data.dig(:user, :settings, :theme)
p h.sum { |k, v| v }
p h.count
p h.map { |k, v| [k, v * 10] }.to_h
p h.filter_map { |k, v| v if v.odd? }
p h.default, Hash.new(5).default
p h.compact, { a: nil, b: 1 }.compact
