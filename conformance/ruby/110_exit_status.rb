# Check a list of required settings and exit with a status code

REQUIRED = %w[api_url api_key timeout].freeze

settings = {
  "api_url" => "https://api.example.com",
  "timeout" => "30",
}

puts "Checking configuration..."
missing = REQUIRED.reject { |key| settings.key?(key) }

missing.each { |key| puts "  missing: #{key}" }

if missing.empty?
  puts "Configuration OK"
  exit 0
end

puts "#{missing.size} setting(s) missing, exiting"
exit 3
puts "this line never runs"
