# A custom collection that gets dozens of methods from Enumerable

class Playlist
  include Enumerable

  Song = Struct.new(:title, :artist, :seconds)

  def initialize(name)
    @name = name
    @songs = []
  end

  def add(title, artist, seconds)
    @songs << Song.new(title, artist, seconds)
    self
  end

  def each
    return enum_for(:each) unless block_given?
    @songs.each { |song| yield song }
  end

  def to_s
    "#{@name} (#{count} songs)"
  end
end

list = Playlist.new("Road Trip")
list.add("Highway Song", "The Drivers", 245)
    .add("Night Call", "Neon", 198)
    .add("Desert Wind", "Sandstorm", 312)
    .add("Neon Lights", "Neon", 221)
    .add("Last Exit", "The Drivers", 187)

puts list
puts list.map(&:title).join(" | ")
puts list.sort_by(&:seconds).map(&:title).inspect
puts list.min_by(&:seconds).title
puts list.max_by(&:seconds).title
puts list.sum(&:seconds)
puts list.select { |s| s.artist == "Neon" }.map(&:title).inspect
puts list.reject { |s| s.seconds > 200 }.size
puts list.find { |s| s.title.start_with?("D") }.artist
puts list.include?(Playlist::Song.new("Night Call", "Neon", 198))
puts list.count { |s| s.seconds > 200 }
puts list.first.title
p list.first(2).map(&:artist)
p list.each_slice(2).map { |group| group.map(&:title) }
p list.group_by(&:artist).transform_values { |songs| songs.size }
p list.partition { |s| s.seconds.even? }.map(&:size)
p list.each_with_index.map { |s, i| "#{i + 1}. #{s.title}" }
p list.reduce(0) { |acc, s| acc + s.seconds } / 60.0
p list.sort_by { |s| [s.artist, s.title] }.map(&:title)
p list.to_a.size
p list.each.next.title
p list.lazy.map(&:seconds).select(&:odd?).first(2)
p list.min_max rescue puts "no such method: min_max"
p list.minmax_by(&:seconds).map(&:title)
total = list.sum(&:seconds)
puts format("Total: %d:%02d", *total.divmod(60))
