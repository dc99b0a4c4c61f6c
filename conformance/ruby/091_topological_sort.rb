# Build order for tasks with dependencies (Kahn's algorithm)

class CycleError < StandardError; end

def topo_sort(deps)
  nodes = (deps.keys + deps.values.flatten).uniq
  indegree = nodes.to_h { |n| [n, 0] }
  dependents = Hash.new { |h, k| h[k] = [] }
  deps.each do |task, reqs|
    reqs.each do |r|
      indegree[task] += 1
      dependents[r] << task
    end
  end
  ready = indegree.select { |_, d| d.zero? }.keys.sort
  order = []
  until ready.empty?
    n = ready.shift
    order << n
    dependents[n].each do |m|
      indegree[m] -= 1
      ready << m if indegree[m].zero?
    end
    ready.sort!
  end
  if order.size < nodes.size
    stuck = (nodes - order).sort
    raise CycleError, "cycle detected among: #{stuck.join(', ')}"
  end
  order
end

build = {
  "app" => %w[lib ui config],
  "ui" => %w[lib assets],
  "lib" => %w[core],
  "assets" => [],
  "tests" => %w[app],
  "config" => %w[core],
}
order = topo_sort(build)
puts "Build order: #{order.join(' -> ')}"
order.each_with_index { |t, i| puts "#{(i + 1).to_s.rjust(2)}. #{t}" }

levels = {}
order.each { |t| levels[t] = (build.fetch(t, []).map { |d| levels[d] }.max || -1) + 1 }
p levels
p levels.group_by { |_, l| l }.transform_values { |pairs| pairs.map(&:first) }

cyclic = { "a" => %w[b], "b" => %w[c], "c" => %w[a], "d" => [] }
begin
  topo_sort(cyclic)
rescue CycleError => e
  puts "Error: #{e.message}"
end
p topo_sort({})
