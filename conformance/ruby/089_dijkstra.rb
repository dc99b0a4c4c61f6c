# Dijkstra's shortest paths on a small road network

ROADS = [
  ["Amsterdam", "Utrecht", 45], ["Amsterdam", "Haarlem", 20], ["Haarlem", "Leiden", 35],
  ["Leiden", "The Hague", 20], ["Utrecht", "Rotterdam", 60], ["The Hague", "Rotterdam", 25],
  ["Utrecht", "Arnhem", 65], ["Rotterdam", "Breda", 50], ["Breda", "Eindhoven", 60],
  ["Arnhem", "Eindhoven", 85], ["Amsterdam", "Leiden", 45],
].freeze

graph = Hash.new { |h, k| h[k] = {} }
ROADS.each do |a, b, km|
  graph[a][b] = km
  graph[b][a] = km
end

def dijkstra(graph, source)
  dist = Hash.new(Float::INFINITY)
  prev = {}
  dist[source] = 0
  unvisited = graph.keys
  until unvisited.empty?
    current = unvisited.min_by { |n| [dist[n], n] }
    break if dist[current] == Float::INFINITY
    unvisited.delete(current)
    graph[current].each do |neighbor, km|
      alt = dist[current] + km
      if alt < dist[neighbor]
        dist[neighbor] = alt
        prev[neighbor] = current
      end
    end
  end
  [dist, prev]
end

def path_to(prev, target)
  path = [target]
  path.unshift(prev[path.first]) while prev[path.first]
  path
end

dist, prev = dijkstra(graph, "Amsterdam")
graph.keys.sort.each do |city|
  puts format("%-10s %4d km  via %s", city, dist[city], path_to(prev, city).join(" > "))
end

far = dist.max_by { |c, d| [d, c] }
puts "Farthest from Amsterdam: #{far[0]} (#{far[1]} km)"
d2, p2 = dijkstra(graph, "Eindhoven")
puts "Eindhoven -> Haarlem: #{d2['Haarlem']} km: #{path_to(p2, 'Haarlem').join(' > ')}"
p graph["Utrecht"]
p graph.transform_values(&:size).select { |_, n| n >= 3 }.keys.sort
