# Tic-tac-toe: board rendering, winner detection and a replayed game

class Board
  LINES = [[0, 1, 2], [3, 4, 5], [6, 7, 8], [0, 3, 6], [1, 4, 7], [2, 5, 8], [0, 4, 8], [2, 4, 6]].freeze

  def initialize = @cells = Array.new(9)

  def place(pos, mark)
    raise ArgumentError, "cell #{pos} is taken" if @cells[pos]
    @cells[pos] = mark
  end

  def winner
    line = LINES.find { |a, b, c| @cells[a] && @cells[a] == @cells[b] && @cells[b] == @cells[c] }
    line && @cells[line.first]
  end

  def full? = @cells.none?(&:nil?)
  def free = @cells.each_index.select { |i| @cells[i].nil? }

  def to_s
    @cells.each_slice(3).map { |row| " " + row.map { |c| c || "." }.join(" | ") }.join("\n---+---+---\n")
  end
end

def play(moves)
  board = Board.new
  marks = %w[X O].cycle
  moves.each do |pos|
    mark = marks.next
    begin
      board.place(pos, mark)
    rescue ArgumentError => e
      puts "  invalid move by #{mark}: #{e.message}"
      next
    end
    if (w = board.winner)
      return [board, "#{w} wins"]
    end
  end
  [board, board.full? ? "draw" : "unfinished (free: #{board.free.inspect})"]
end

games = {
  "diagonal" => [0, 1, 4, 2, 8],
  "row" => [0, 3, 1, 4, 2],
  "draw" => [0, 1, 2, 4, 3, 5, 7, 6, 8],
  "retry" => [4, 4, 0, 8],
}
games.each do |name, moves|
  puts "Game: #{name}"
  board, result = play(moves)
  puts board
  puts "Result: #{result}"
  puts
end
