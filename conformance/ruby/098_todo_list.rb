# A command-driven todo list

Task = Struct.new(:id, :title, :priority, :done, :tags, keyword_init: true) do
  def to_s
    check = done ? "[x]" : "[ ]"
    tag_text = tags.empty? ? "" : " #" + tags.join(" #")
    "#{check} #{id}. #{title} (#{priority})#{tag_text}"
  end
end

class TodoList
  PRIORITY_ORDER = { high: 0, medium: 1, low: 2 }.freeze

  def initialize
    @tasks = []
    @next_id = 1
  end

  def add(title, priority: :medium, tags: [])
    task = Task.new(id: @next_id, title: title, priority: priority, done: false, tags: tags)
    @next_id += 1
    @tasks << task
    task
  end

  def complete(id)
    task = @tasks.find { |t| t.id == id } or raise KeyError, "no task #{id}"
    task.done = true
    task
  end

  def remove(id) = @tasks.reject! { |t| t.id == id } ? true : false
  def pending = @tasks.reject(&:done)
  def tagged(tag) = @tasks.select { |t| t.tags.include?(tag) }
  def sorted = @tasks.sort_by { |t| [t.done ? 1 : 0, PRIORITY_ORDER[t.priority], t.id] }
  def progress = @tasks.empty? ? 0 : (@tasks.count(&:done) * 100.0 / @tasks.size).round
end

todo = TodoList.new
todo.add("Write report", priority: :high, tags: %w[work])
todo.add("Buy groceries", tags: %w[home errands])
todo.add("Call plumber", priority: :high, tags: %w[home])
todo.add("Read novel", priority: :low)
todo.add("Renew passport", priority: :medium, tags: %w[errands])

todo.complete(3)
todo.complete(1)
puts todo.sorted
puts "Progress: #{todo.progress}%"
puts "Pending: #{todo.pending.map(&:title).join(', ')}"
puts "Errands: #{todo.tagged('errands').map(&:id).inspect}"
p todo.remove(4)
p todo.remove(42)
begin
  todo.complete(99)
rescue KeyError => e
  puts "Error: #{e.message}"
end
puts todo.sorted.first
p todo.sorted.first.to_h
