# Conway's Game of Life on a small wrapping grid

class Life
  attr_reader :generation

  def initialize(pattern)
    @grid = pattern.map { |row| row.chars.map { |c| c == "#" } }
    @rows = @grid.size
    @cols = @grid.first.size
    @generation = 0
  end

  def neighbors(r, c)
    [-1, 0, 1].product([-1, 0, 1]).count do |dr, dc|
      next false if dr.zero? && dc.zero?
      @grid[(r + dr) % @rows][(c + dc) % @cols]
    end
  end

  def step
    @grid = @grid.each_with_index.map do |row, r|
      row.each_with_index.map do |alive, c|
        n = neighbors(r, c)
        alive ? [2, 3].include?(n) : n == 3
      end
    end
    @generation += 1
    self
  end

  def population = @grid.flatten.count(true)
  def to_s = @grid.map { |row| row.map { |a| a ? "#" : "." }.join }.join("\n")
end

glider = Life.new([
  ".#......",
  "..#.....",
  "###.....",
  "........",
  "........",
  "........",
])

[0, 1, 4].each do |target|
  glider.step until glider.generation == target
  puts "Generation #{glider.generation} (population #{glider.population}):"
  puts glider
  puts
end

blinker = Life.new([".....", "..#..", "..#..", "..#..", "....."])
states = 3.times.map { s = blinker.to_s; blinker.step; s }
puts states[0] == states[2] ? "blinker has period 2" : "blinker broke"
puts states[1]
p 20.times.map { glider.step.population }.uniq
