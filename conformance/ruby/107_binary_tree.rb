# Binary search tree with traversal, height and Enumerable

class BST
  include Enumerable

  Node = Struct.new(:key, :left, :right)

  attr_reader :size

  def initialize(keys = [])
    @root, @size = nil, 0
    keys.each { |k| insert(k) }
  end

  def insert(key)
    @root = insert_at(@root, key)
    self
  end

  def include?(key)
    node = @root
    while node
      return true if key == node.key
      node = key < node.key ? node.left : node.right
    end
    false
  end

  def each(&block) = walk_in_order(@root, &block).then { self }

  def height(node = @root) = node.nil? ? 0 : 1 + [height(node.left), height(node.right)].max

  def pre_order(node = @root, acc = [])
    return acc unless node
    acc << node.key
    pre_order(node.left, acc)
    pre_order(node.right, acc)
  end

  def levels
    return [] unless @root
    out = []
    queue = [@root]
    until queue.empty?
      out << queue.map(&:key)
      queue = queue.flat_map { |n| [n.left, n.right].compact }
    end
    out
  end

  private

  def insert_at(node, key)
    return (@size += 1) && Node.new(key) if node.nil?
    if key < node.key then node.left = insert_at(node.left, key)
    elsif key > node.key then node.right = insert_at(node.right, key)
    end
    node
  end

  def walk_in_order(node, &block)
    return unless node
    walk_in_order(node.left, &block)
    block.call(node.key)
    walk_in_order(node.right, &block)
  end
end

tree = BST.new([50, 30, 70, 20, 40, 60, 80, 35, 45, 65, 30])
p tree.to_a
p tree.size
p tree.height
p tree.pre_order
p tree.levels
p tree.include?(45), tree.include?(46)
p tree.min, tree.max, tree.sum
p tree.select(&:even?)
p tree.each_slice(4).to_a
p BST.new((1..7).to_a).height
p BST.new(%w[m c x a e]).to_a
