# attr_reader / attr_writer / attr_accessor and custom setters

class Thermostat
  attr_reader :target
  attr_accessor :mode, :label
  attr_writer :offset

  MIN = 10
  MAX = 30

  def initialize(target, mode: :auto)
    self.target = target
    @mode = mode
    @offset = 0
  end

  def target=(value)
    raise ArgumentError, "target #{value} out of range #{MIN}..#{MAX}" unless (MIN..MAX).cover?(value)
    @target = value
  end

  def effective = target + @offset

  def to_s = "#{label || 'thermostat'}: #{target}° (#{mode}, effective #{effective}°)"
end

t = Thermostat.new(21)
puts t
t.mode = :heat
t.label = "Living room"
t.offset = -2
puts t
t.target += 3
puts t

result = (t.target = 25)
p result
begin
  t.target = 40
rescue ArgumentError => e
  puts "Rejected: #{e.message}"
end
p t.target

p t.respond_to?(:offset)
p t.respond_to?(:offset=)
p t.instance_variables
p Thermostat.instance_methods(false).sort

begin
  t.offset
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
end

class Thermostat
  def mode=(value)
    @mode = value.to_sym
  end
end
t.mode = "cool"
p t.mode
t.label ||= "ignored"
p t.label
t.label &&= t.label.upcase
p t.label
