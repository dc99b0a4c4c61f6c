# A singly linked list with Enumerable support

class LinkedList
  include Enumerable

  Node = Struct.new(:value, :next_node)

  attr_reader :size

  def initialize(*values)
    @head = nil
    @tail = nil
    @size = 0
    values.each { |v| push(v) }
  end

  def push(value)
    node = Node.new(value, nil)
    if @tail
      @tail.next_node = node
    else
      @head = node
    end
    @tail = node
    @size += 1
    self
  end
  alias << push

  def unshift(value)
    @head = Node.new(value, @head)
    @tail ||= @head
    @size += 1
    self
  end

  def each
    node = @head
    while node
      yield node.value
      node = node.next_node
    end
    self
  end

  def reverse!
    prev = nil
    node = @head
    @tail = @head
    while node
      node.next_node, prev, node = prev, node, node.next_node
    end
    @head = prev
    self
  end

  def to_s = "(" + map(&:to_s).join(" -> ") + ")"
  def inspect = "#<LinkedList #{to_a.inspect}>"
  def empty? = @size.zero?
end

list = LinkedList.new(3, 1, 4)
list << 1 << 5
list.unshift(9)
puts list
p list
p list.size
p list.sort
p list.map { |v| v * 2 }
p list.select(&:odd?)
p list.include?(4)
p list.min, list.max, list.sum
p list.each_slice(2).to_a
puts list.reverse!
list << 100
puts list
p LinkedList.new.empty?
puts LinkedList.new
p list.first(2)
p list.inject(:*)
