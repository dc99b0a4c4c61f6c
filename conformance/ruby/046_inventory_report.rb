# Inventory report with restock warnings

Product = Struct.new(:sku, :name, :category, :stock, :reorder_level, :unit_cost)

inventory = [
  Product.new("HW-001", "Hammer", "Hardware", 14, 10, 12.5),
  Product.new("HW-002", "Screwdriver set", "Hardware", 3, 8, 18.0),
  Product.new("GD-010", "Garden hose", "Garden", 0, 5, 24.99),
  Product.new("GD-011", "Shovel", "Garden", 9, 4, 31.25),
  Product.new("PT-100", "Paint (white)", "Paint", 42, 20, 15.75),
  Product.new("PT-101", "Roller", "Paint", 6, 10, 7.4),
]

puts "INVENTORY REPORT"
puts "=" * 60
inventory.group_by(&:category).each do |category, products|
  puts "#{category}:"
  products.each do |p|
    status = if p.stock.zero? then "OUT OF STOCK"
             elsif p.stock < p.reorder_level then "REORDER"
             else "ok"
             end
    puts format("  %-7s %-16s %4d  %9.2f  %s", p.sku, p.name, p.stock, p.stock * p.unit_cost, status)
  end
  value = products.sum { |p| p.stock * p.unit_cost }
  puts format("  %-29s%9.2f", "subtotal", value)
end
puts "=" * 60

total_value = inventory.sum { |p| p.stock * p.unit_cost }
puts format("Total inventory value: $%.2f", total_value)
low = inventory.select { |p| p.stock < p.reorder_level }
puts "Items to reorder (#{low.size}): #{low.map(&:name).join(', ')}"

orders = low.map do |p|
  qty = p.reorder_level * 2 - p.stock
  [p.sku, qty, (qty * p.unit_cost).round(2)]
end
orders.each { |sku, qty, cost| puts "  order #{qty.to_s.rjust(3)} x #{sku} = $#{'%.2f' % cost}" }
puts "Reorder cost: $#{'%.2f' % orders.sum(&:last)}"
most_valuable = inventory.max_by { |p| p.stock * p.unit_cost }
puts "Most valuable line: #{most_valuable.name}"
p inventory.map(&:category).uniq
p inventory.count { |p| p.stock.zero? }
