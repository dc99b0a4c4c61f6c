# frozen_string_literal: true

# With the magic comment, string literals are frozen.

name = "ruby"
puts name.frozen?

begin
  name << " rocks"
rescue FrozenError => e
  puts "Error: #{e.class}"
  puts e.message
end

begin
  name.upcase!
rescue => e
  puts "#{e.class}: #{e.message}"
end

copy = name.dup
copy << " is fun"
puts copy
puts copy.frozen?

built = +"unfrozen"
built << " buffer"
puts built

interp = "#{name} 3.4"
puts interp.frozen?

upper = name.upcase
puts upper
puts upper.frozen?

CONSTANTS = %w[alpha beta gamma].freeze
puts CONSTANTS.frozen?
puts CONSTANTS.first.frozen?

begin
  CONSTANTS << "delta"
rescue FrozenError => e
  puts e.message
end

h = { mode: "strict" }.freeze
begin
  h[:mode] = "lax"
rescue => e
  puts "#{e.class}: #{e.message}"
end
puts h.fetch(:mode)
