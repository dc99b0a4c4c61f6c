# Deterministic bank-teller queue simulation

Customer = Struct.new(:id, :arrival, :service)

arrivals = [0, 1, 2, 3, 5, 8, 8, 9, 12, 13, 13, 14, 20, 21]
services = [4, 3, 6, 2, 5, 3, 4, 2, 6, 1, 3, 4, 2, 5]
customers = arrivals.zip(services).each_with_index.map { |(a, s), i| Customer.new(i + 1, a, s) }

def simulate(customers, tellers)
  free_at = Array.new(tellers, 0)
  records = customers.map do |c|
    teller = free_at.each_with_index.min_by { |t, i| [t, i] }.last
    start = [c.arrival, free_at[teller]].max
    finish = start + c.service
    free_at[teller] = finish
    { id: c.id, teller: teller + 1, wait: start - c.arrival, start: start, finish: finish }
  end
  records
end

[1, 2, 3].each do |tellers|
  records = simulate(customers, tellers)
  waits = records.map { |r| r[:wait] }
  puts format("%d teller(s): avg wait %.2f, max wait %d, done at t=%d, waited: %d",
              tellers, waits.sum.fdiv(waits.size), waits.max, records.map { |r| r[:finish] }.max, waits.count(&:positive?))
end

puts
puts "Detail with 2 tellers:"
puts " id teller start finish wait"
simulate(customers, 2).each do |r|
  puts format("%3d %6d %5d %6d %4d", r[:id], r[:teller], r[:start], r[:finish], r[:wait])
end

busy = simulate(customers, 2).group_by { |r| r[:teller] }.transform_values { |rs| rs.sum { |r| r[:finish] - r[:start] } }
p busy
