# Spiral traversal, rotation and other grid manipulations

def spiral_order(matrix)
  result = []
  m = matrix.map(&:dup)
  until m.empty?
    result.concat(m.shift)
    m = m.transpose.reverse
  end
  result
end

def spiral_fill(n)
  grid = Array.new(n) { Array.new(n) }
  r, c, dr, dc = 0, 0, 0, 1
  (1..n * n).each do |v|
    grid[r][c] = v
    nr, nc = r + dr, c + dc
    unless nr.between?(0, n - 1) && nc.between?(0, n - 1) && grid[nr][nc].nil?
      dr, dc = dc, -dr
      nr, nc = r + dr, c + dc
    end
    r, c = nr, nc
  end
  grid
end

def show(grid)
  w = grid.flatten.compact.max.to_s.size
  grid.each { |row| puts row.map { |v| v.to_s.rjust(w) }.join(" ") }
end

matrix = (1..12).each_slice(4).to_a
show(matrix)
p spiral_order(matrix)
puts
show(spiral_fill(5))
puts
rotated = matrix.transpose.map(&:reverse)
puts "Rotated clockwise:"
show(rotated)
puts "Rotated counter-clockwise:"
show(matrix.map(&:reverse).transpose)
p spiral_order([[1]])
p spiral_order([[1, 2], [3, 4]])
p spiral_order([[1], [2], [3]])
diag = (0...4).map { |i| spiral_fill(4)[i][i] }
p diag
p spiral_fill(3).flatten.sum
