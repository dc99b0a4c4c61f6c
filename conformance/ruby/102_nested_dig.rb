# Navigating nested data safely

response = {
  "status" => "ok",
  "data" => {
    "user" => {
      "id" => 77,
      "name" => "Rosa",
      "addresses" => [
        { "type" => "home", "city" => "Porto", "zip" => "4000" },
        { "type" => "work", "city" => "Braga" },
      ],
      "preferences" => { "theme" => "dark", "notifications" => { "email" => true, "sms" => false } },
    },
  },
}

p response.dig("data", "user", "name")
p response.dig("data", "user", "addresses", 0, "city")
p response.dig("data", "user", "addresses", 1, "zip")
p response.dig("data", "user", "addresses", 5, "city")
p response.dig("data", "account", "plan")
p response["data"]["user"]["preferences"].dig("notifications", "sms")
p response.fetch("status")
p response.fetch("errors", [])
p response.dig("data", "user", "addresses").map { |a| a.fetch("zip", "n/a") }

user = response.dig("data", "user")
city = user&.fetch("addresses", nil)&.first&.[]("city")
p city
missing = nil
p missing&.length
p missing.to_a

def deep_keys(obj, prefix = nil)
  case obj
  when Hash
    obj.flat_map { |k, v| deep_keys(v, prefix ? "#{prefix}.#{k}" : k.to_s) }
  when Array
    obj.each_with_index.flat_map { |v, i| deep_keys(v, "#{prefix}[#{i}]") }
  else
    ["#{prefix}=#{obj.inspect}"]
  end
end
puts deep_keys(response)

def deep_symbolize(obj)
  case obj
  when Hash then obj.to_h { |k, v| [k.to_sym, deep_symbolize(v)] }
  when Array then obj.map { |v| deep_symbolize(v) }
  else obj
  end
end
sym = deep_symbolize(response)
p sym.dig(:data, :user, :preferences)
p sym[:data][:user].keys
p sym.dig(:data, :user, :addresses).sum { |a| a.size }
begin
  response.dig("data", "user", "name", "first")
rescue TypeError => e
  puts "TypeError: #{e.message}"
end
