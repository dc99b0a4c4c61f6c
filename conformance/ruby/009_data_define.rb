# Immutable value objects with Data.define (Ruby 3.2+)

Coord = Data.define(:lat, :lng) do
  def to_s
    format("%.3f, %.3f", lat, lng)
  end

  def north?
    lat > 0
  end
end

paris = Coord.new(lat: 48.8566, lng: 2.3522)
sydney = Coord.new(-33.8688, 151.2093)

puts paris
puts sydney
p paris
puts paris.north?
puts sydney.north?

moved = paris.with(lat: 50.0)
p moved
p paris.to_h
p Coord.members
p paris == Coord.new(lat: 48.8566, lng: 2.3522)
p paris.eql?(moved)

begin
  paris.instance_variable_set(:@lat, 0)
rescue => e
  puts "#{e.class}: #{e.message}"
end

begin
  Coord.new(lat: 1)
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

Money = Data.define(:amount, :currency) do
  def +(other)
    raise ArgumentError, "currency mismatch" unless currency == other.currency
    with(amount: amount + other.amount)
  end
end

total = Money.new(10, "EUR") + Money.new(5, "EUR")
p total
begin
  Money.new(1, "EUR") + Money.new(1, "USD")
rescue ArgumentError => e
  puts e.message
end

case total
in { amount: Integer => amt, currency: "EUR" }
  puts "Euro amount: #{amt}"
end
Empty = Data.define
p Empty.new
