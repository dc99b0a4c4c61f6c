require "gg"

puts "Hello from a sandboxed Ruby program!"
entries = GG::Files.list_directory("examples")
puts "examples/ holds #{entries.size} entries; the Ruby ones:"
entries.select { |e| e.name.end_with?(".rb") }.each { |e| puts "  #{e.name} (#{e.size} bytes)" }
puts "running on #{RUBY_ENGINE} #{RUBY_VERSION}"
