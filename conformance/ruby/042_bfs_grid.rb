# Shortest path through a maze using breadth-first search

MAZE = <<~GRID.lines.map(&:chomp)
  S.#.......
  .##.####..
  ....#...#.
  ##.##.#.#.
  ...#..#...
  .#...##.#E
GRID

def find(char)
  MAZE.each_with_index do |row, r|
    c = row.index(char)
    return [r, c] if c
  end
  nil
end

def neighbors(r, c)
  [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]].select do |nr, nc|
    nr.between?(0, MAZE.size - 1) && nc.between?(0, MAZE[0].size - 1) && MAZE[nr][nc] != "#"
  end
end

def bfs(start, goal)
  queue = [start]
  came_from = { start => nil }
  until queue.empty?
    current = queue.shift
    break if current == goal
    neighbors(*current).each do |nxt|
      next if came_from.key?(nxt)
      came_from[nxt] = current
      queue << nxt
    end
  end
  return nil unless came_from.key?(goal)
  path = [goal]
  path << came_from[path.last] while came_from[path.last]
  path.reverse
end

start = find("S")
goal = find("E")
puts "Start #{start.inspect}, goal #{goal.inspect}"
path = bfs(start, goal)
puts "Path length: #{path.size - 1} steps"
p path.first(5)

grid = MAZE.map(&:dup)
path[1...-1].each { |r, c| grid[r][c] = "*" }
puts grid

visited_count = 0
reachable = MAZE.each_with_index.sum { |row, r| row.chars.each_index.count { |c| row[c] != "#" && bfs(start, [r, c]) } }
puts "Reachable cells: #{reachable}"
p bfs([0, 0], [0, 2])
