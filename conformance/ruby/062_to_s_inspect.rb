# Custom to_s and inspect, and how puts/p/string interpolation use them

class Temperature
  def initialize(degrees) = @degrees = degrees
  def to_s = "#{@degrees}°C"
  def inspect = "#<Temperature #{@degrees}>"
end

class Ticket
  def initialize(id, title)
    @id = id
    @title = title
  end

  def to_s = "Ticket ##{@id}: #{@title}"
end

class Secretive
  def inspect = "#<Secretive [hidden]>"
end

t = Temperature.new(21.5)
puts t
p t
puts "Now: #{t}"
puts [t, t].inspect
puts [t, t].to_s
puts [t, Temperature.new(-3)].join(" / ")
p [t]
p({ temp: t })
puts({ temp: t }.to_s)

ticket = Ticket.new(7, "Fix login")
puts ticket
puts "Working on #{ticket}"
puts [ticket].map(&:to_s).inspect
p Secretive.new
puts "#{Secretive.new.inspect}"

puts nil.to_s.empty?
puts [nil, 1, [2, [nil]]].to_s
puts [1, [2, [3, [4]]]].flatten.to_s
print "a", "b", 1, nil, :c, "\n"
puts [1, [2, [3]]]
puts []
puts [[], []]
puts nil
puts true
puts :sym
puts 1.0
puts 2e-9
puts "multi\nline"
p "multi\nline", "tab\t", "quote\"", 'single\'s', "uni ✓", "\e[0m", "\u0000"
p 'a\b'
p "#{1}" "#{2}"
