# Dynamic programming: knapsack, LCS, coin change, edit distance

def knapsack(items, capacity)
  dp = Array.new(items.size + 1) { Array.new(capacity + 1, 0) }
  items.each_with_index do |(_, weight, value), i|
    (0..capacity).each do |w|
      dp[i + 1][w] = dp[i][w]
      dp[i + 1][w] = [dp[i + 1][w], dp[i][w - weight] + value].max if weight <= w
    end
  end
  chosen = []
  w = capacity
  items.size.downto(1) do |i|
    if dp[i][w] != dp[i - 1][w]
      chosen << items[i - 1][0]
      w -= items[i - 1][1]
    end
  end
  [dp[items.size][capacity], chosen.reverse]
end

items = [["tent", 5, 60], ["stove", 3, 50], ["food", 4, 70], ["camera", 2, 30], ["book", 1, 10]]
best, chosen = knapsack(items, 10)
puts "Best value: #{best}"
puts "Take: #{chosen.join(', ')}"

def lcs(a, b)
  dp = Array.new(a.size + 1) { Array.new(b.size + 1, "") }
  a.each_char.with_index(1) do |ca, i|
    b.each_char.with_index(1) do |cb, j|
      dp[i][j] = ca == cb ? dp[i - 1][j - 1] + ca : [dp[i - 1][j], dp[i][j - 1]].max_by(&:size)
    end
  end
  dp[a.size][b.size]
end
p lcs("AGGTAB", "GXTXAYB")
p lcs("programming", "gaming")

def min_coins(coins, amount)
  dp = [0] + [Float::INFINITY] * amount
  (1..amount).each do |amt|
    coins.each { |c| dp[amt] = [dp[amt], dp[amt - c] + 1].min if c <= amt }
  end
  dp[amount] == Float::INFINITY ? -1 : dp[amount]
end
p min_coins([1, 5, 10, 25], 63)
p min_coins([2], 3)
p min_coins([3, 7], 20)

def edit_distance(s, t)
  prev = (0..t.size).to_a
  s.each_char.with_index(1) do |cs, i|
    cur = [i]
    t.each_char.with_index(1) do |ct, j|
      cur << [prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (cs == ct ? 0 : 1)].min
    end
    prev = cur
  end
  prev.last
end
%w[kitten:sitting flaw:lawn ruby:ruby :abc].each do |pair|
  a, b = pair.split(":", 2)
  puts "#{a.inspect} -> #{b.inspect}: #{edit_distance(a, b)}"
end

ways = Hash.new { |h, n| h[n] = n <= 1 ? 1 : h[n - 1] + h[n - 2] }
p ways[50]
