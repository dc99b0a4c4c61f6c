# Building up structures with each_with_object

orders = [
  { customer: "ana", item: "book", qty: 2, price: 12.5 },
  { customer: "ben", item: "pen", qty: 10, price: 1.2 },
  { customer: "ana", item: "lamp", qty: 1, price: 30.0 },
  { customer: "cy", item: "book", qty: 1, price: 12.5 },
  { customer: "ben", item: "book", qty: 3, price: 12.5 },
]

totals = orders.each_with_object(Hash.new(0)) do |order, acc|
  acc[order[:customer]] += order[:qty] * order[:price]
end
p totals

by_item = orders.each_with_object({}) do |order, acc|
  (acc[order[:item]] ||= []) << order[:customer]
end
p by_item

index = orders.each_with_index.each_with_object({}) do |(order, i), acc|
  acc[i] = order[:item]
end
p index

words = %w[apple avocado banana blueberry cherry cranberry date]
by_letter = words.each_with_object(Hash.new { |h, k| h[k] = [] }) do |w, acc|
  acc[w[0]] << w
end
p by_letter

lengths = words.each_with_object([]) { |w, arr| arr << w.length if w.length > 5 }
p lengths

summary = orders.each_with_object({ count: 0, units: 0, revenue: 0.0 }) do |o, s|
  s[:count] += 1
  s[:units] += o[:qty]
  s[:revenue] += o[:qty] * o[:price]
end
p summary

totals.sort_by { |_, v| -v }.each do |customer, amount|
  puts format("%-5s %8.2f", customer, amount)
end

seen = Set.new
dups = [1, 2, 3, 2, 4, 1, 5].each_with_object([]) do |n, acc|
  acc << n unless seen.add?(n)
end
p dups
