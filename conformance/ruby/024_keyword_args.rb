# Keyword arguments: required, optional, and catch-all

def create_user(name:, email:, role: "member", active: true, **extra)
  parts = ["#{name} <#{email}>", "role=#{role}", "active=#{active}"]
  parts << "extra=#{extra}" unless extra.empty?
  parts.join(" ")
end

puts create_user(name: "Ana", email: "ana@example.com")
puts create_user(name: "Bo", email: "bo@example.com", role: "admin")
puts create_user(email: "cy@example.com", name: "Cy", active: false, team: "red", level: 3)

begin
  create_user(name: "Dee")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

begin
  create_user(email: "x@y.z")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

def connect(host, port = 5432, *flags, timeout: 5, **options, &block)
  desc = "#{host}:#{port} flags=#{flags.inspect} timeout=#{timeout} options=#{options.inspect}"
  block ? block.call(desc) : desc
end

puts connect("db.local")
puts connect("db.local", 6543, :ssl, :verbose, timeout: 10, pool: 4)
puts connect("db.local") { |d| "via block: #{d}" }

def strict(a:, b: 2)
  a + b
end

begin
  strict(a: 1, c: 3)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

begin
  strict(a: 1, c: 3, d: 4)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

begin
  strict
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

begin
  strict(1)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

begin
  create_user
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

opts = { a: 10, b: 20 }
puts strict(**opts)
p method(:create_user).parameters
p method(:connect).arity
p method(:strict).arity
x = 1
h = { x:, y: 2 }
p h
