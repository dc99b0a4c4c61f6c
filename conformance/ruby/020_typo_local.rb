# Compute a shopping receipt with tax

TAX_RATE = 0.08

items = [
  { name: "Notebook", price: 3.49, qty: 4 },
  { name: "Pencil", price: 0.25, qty: 12 },
  { name: "Backpack", price: 24.99, qty: 1 },
]

subtotal = 0
items.each do |item|
  line_total = item[:price] * item[:qty]
  subtotal += line_total
  puts format("%-10s %3d x %6.2f = %7.2f", item[:name], item[:qty], item[:price], line_total)
end

tax = (subtotal * TAX_RATE).round(2)
puts format("Subtotal: %.2f", subtotal)
puts format("Tax:      %.2f", tax)
total = subtotal + tax
puts format("Total:    %.2f", totl)
