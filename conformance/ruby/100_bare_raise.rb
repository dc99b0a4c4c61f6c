# Process a batch of payment records

payments = [
  { id: "p-1", amount: 120.0, currency: "USD" },
  { id: "p-2", amount: 75.5, currency: "USD" },
  { id: "p-3", amount: -20.0, currency: "USD" },
  { id: "p-4", amount: 300.0, currency: "EUR" },
]

def process(payment)
  raise "negative amount in #{payment[:id]}" if payment[:amount].negative?
  format("%s: charged %.2f %s", payment[:id], payment[:amount], payment[:currency])
end

total = 0
payments.each do |payment|
  puts process(payment)
  total += payment[:amount]
end
puts "Total: #{total}"
