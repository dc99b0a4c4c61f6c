require "set"

# Set operations for comparing groups

backend = Set["alice", "bob", "carol", "dave"]
frontend = Set.new(%w[carol erin frank alice])
oncall = Set["bob", "alice"]

p backend
puts "Both teams:   #{(backend & frontend).to_a.sort.inspect}"
puts "Either team:  #{(backend | frontend).to_a.sort.inspect}"
puts "Backend only: #{(backend - frontend).to_a.sort.inspect}"
puts "Exclusive:    #{(backend ^ frontend).to_a.sort.inspect}"
p oncall.subset?(backend)
p oncall <= backend
p backend.superset?(oncall)
p oncall.proper_subset?(backend)
p oncall.disjoint?(frontend)
p oncall.intersect?(frontend)

s = Set.new
p s.empty?
p s.add?(1)
p s.add?(1)
s << 2 << 3 << 2
p s
p s.size
p s.include?(2)
p s.member?(5)
s.delete(2)
p s
p s.map { |x| x * 10 }
p s.to_a
p Set[3, 1, 2].sort
p Set[1, 2] == Set[2, 1]
p Set[[1, 2], [1, 2]].size
p %w[a b a c b].to_set.size
p Set[1, 2, 3].select(&:odd?)
p Set[1, 2, 3].group_by(&:odd?)
p Set[1, 2, 3, 4].partition(&:even?)
p Set.new([1, 2, 3]).sum

tags_by_post = {
  "intro" => Set[:ruby, :beginner],
  "advanced" => Set[:ruby, :metaprogramming],
  "web" => Set[:rails, :ruby, :beginner],
}
common = tags_by_post.values.reduce(:&)
p common
all = tags_by_post.values.reduce(:|)
p all.to_a.sort
p tags_by_post.select { |_, tags| tags.include?(:beginner) }.keys
frozen = Set[1, 2].freeze
begin
  frozen << 3
rescue => e
  puts e.class
end
p Set[1, [2, 3]].flatten rescue p $!.class
