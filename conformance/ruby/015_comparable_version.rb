# Semantic versions with Comparable

class Version
  include Comparable

  attr_reader :major, :minor, :patch

  def self.parse(str)
    parts = str.split(".").map { |s| Integer(s) }
    new(*parts)
  end

  def initialize(major, minor = 0, patch = 0)
    @major = major
    @minor = minor
    @patch = patch
  end

  def <=>(other)
    return nil unless other.is_a?(Version)
    [major, minor, patch] <=> [other.major, other.minor, other.patch]
  end

  def to_s
    "#{major}.#{minor}.#{patch}"
  end

  def inspect
    "#<Version #{self}>"
  end

  def bump(part)
    case part
    when :major then Version.new(major + 1)
    when :minor then Version.new(major, minor + 1)
    when :patch then Version.new(major, minor, patch + 1)
    end
  end
end

versions = %w[1.2.10 1.2.9 0.9.0 2.0.0 1.10.0 1.2.9].map { |s| Version.parse(s) }
puts versions.sort.join(", ")
puts versions.max
puts versions.min
p versions.uniq { |v| v.to_s }.size
p versions.sort.reverse.first(2)

a = Version.parse("1.2.3")
b = Version.parse("1.3.0")
puts a < b
puts a == Version.new(1, 2, 3)
puts a.between?(Version.new(1), Version.new(2))
puts Version.new(3).clamp(a, b)
puts a.bump(:minor)
puts a.bump(:major)
puts a.bump(:patch) > a
p a <=> "1.2.3"

begin
  a < "1.2.3"
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end

p versions.minmax.map(&:to_s)
p versions.sort { |x, y| y <=> x }.map(&:to_s)
