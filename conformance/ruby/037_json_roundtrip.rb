require "json"

# Generating and parsing JSON

order = {
  id: 1042,
  customer: { name: "Lena Ortiz", email: "lena@example.com" },
  items: [
    { sku: "A-1", qty: 2, price: 9.99 },
    { sku: "B-7", qty: 1, price: 24.5 },
  ],
  paid: true,
  notes: nil,
  tags: %w[priority gift],
}

compact = JSON.generate(order)
puts compact
puts order.to_json == compact
puts JSON.pretty_generate(order)

parsed = JSON.parse(compact)
p parsed.keys
p parsed["customer"]["name"]
p parsed["items"].sum { |i| i["qty"] * i["price"] }.round(2)

sym = JSON.parse(compact, symbolize_names: true)
p sym[:items].first
p sym.dig(:customer, :email)
p sym[:notes]

p JSON.parse("[1, 2.5, \"three\", null, true, {\"a\": []}]")
p JSON.parse('"just a string"')
p JSON.parse("3.0")
puts JSON.generate("quote \" and \\ and \n newline and é")
puts JSON.generate([1.0, 2.5e10, 1e-5, 100, -0.0])
puts JSON.generate({ 1 => "int key", :sym => "sym key", nil => "nil key" })
puts [1, "two", nil, true].to_json
puts "tab\there".to_json
puts JSON.pretty_generate([])
puts JSON.pretty_generate({})
puts JSON.pretty_generate({ "a" => [], "b" => {}, "c" => [1, [2, [3]]] })

begin
  JSON.parse("{invalid json}")
rescue JSON::ParserError => e
  puts "ParserError caught: #{e.class}"
end

data = JSON.parse('{"users":[{"name":"a","age":30},{"name":"b","age":25}]}', symbolize_names: true)
p data[:users].map { |u| u[:name] }
p data[:users].sum { |u| u[:age] }
p JSON.dump({ "k" => [1, 2] })
p JSON.parse(JSON.generate(order)) == JSON.parse(compact)
