# Stock report from the inventory server's tools.
require "gg"

a1 = GG::Tools.inventory.check_inventory(sku: "A1")
puts "#{a1["sku"]}: #{a1["inStock"]} in #{a1["warehouse"]}"

b2, c3 = GG::Tools.parallel(
  ["inventory.check_inventory", { sku: "B2" }],
  ["inventory.check_inventory", { sku: "C3" }]
)
puts "B2 #{b2["inStock"]}, C3 #{c3["inStock"]}"

total = GG::Tools.inventory.slow_sum(numbers: [1.5, 2, 3], delayMs: 50)
puts "total #{total["total"]} of #{total["count"]}"

begin
  GG::Tools.inventory.check_inventory(sku: "Z9")
rescue GG::Core::ApiError => e
  puts "#{e.class} #{e.code}: #{e.message}"
end

begin
  GG::Tools.inventory.crash
rescue GG::Core::ApiError => e
  puts "crash: #{e.code}"
end
puts "after the crash: #{GG::Tools.inventory.check_inventory(sku: "C3")["inStock"]}"
