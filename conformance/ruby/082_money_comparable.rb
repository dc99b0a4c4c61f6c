# Comparable with coercion: a Duration type

class Duration
  include Comparable
  attr_reader :seconds

  UNITS = { "h" => 3600, "m" => 60, "s" => 1 }.freeze

  def self.parse(text)
    total = text.scan(/(\d+)([hms])/).sum { |n, unit| n.to_i * UNITS.fetch(unit) }
    new(total)
  end

  def initialize(seconds) = @seconds = seconds

  def <=>(other)
    case other
    when Duration then seconds <=> other.seconds
    when Numeric then seconds <=> other
    end
  end

  def +(other) = Duration.new(seconds + (other.is_a?(Duration) ? other.seconds : other))
  def *(n) = Duration.new(seconds * n)

  def coerce(num) = [Duration.new(num), self]

  def to_s
    h, rem = seconds.divmod(3600)
    m, s = rem.divmod(60)
    parts = []
    parts << "#{h}h" if h.positive?
    parts << "#{m}m" if m.positive?
    parts << "#{s}s" if s.positive? || parts.empty?
    parts.join(" ")
  end

  def inspect = "#<Duration #{self}>"
end

laps = %w[1m30s 2m 45s 1h2m 59s 2m].map { |t| Duration.parse(t) }
puts laps.join(", ")
puts laps.sort.join(" < ")
puts "fastest: #{laps.min}, slowest: #{laps.max}"
total = laps.reduce(Duration.new(0), :+)
puts "total: #{total}"
p laps.uniq(&:seconds).size
p Duration.new(90) == Duration.parse("1m30s")
p Duration.new(90) > 60
p Duration.new(10).clamp(Duration.new(30), Duration.new(60))
p Duration.new(45).between?(30, 60)
p (Duration.new(5) * 3).to_s
p (100 + Duration.new(20)).to_s
p laps.sort_by { |d| -d.seconds }.first(2)
p laps.group_by { |d| d > 60 ? :long : :short }.transform_values(&:size)
p Duration.new(0).to_s
p Duration.new(3600).to_s
p laps.sum(Duration.new(0)).to_s
