# Sum the nodes of a nested category tree

def count_nodes(tree)
  return 0 if tree.nil?
  1 + tree[:children].sum { |child| count_nodes(child) }
end

tree = { name: "root", children: [
  { name: "books", children: [{ name: "fiction", children: [] }] },
  { name: "music", children: [] },
] }
puts "Nodes: #{count_nodes(tree)}"

def depth_of(n)
  # forgot the base case
  1 + depth_of(n - 1)
end

puts "Computing depth..."
puts depth_of(10)
