# An LRU cache built on Ruby's insertion-ordered Hash

class LRUCache
  attr_reader :hits, :misses

  def initialize(capacity)
    raise ArgumentError, "capacity must be positive" unless capacity.positive?
    @capacity = capacity
    @store = {}
    @hits = 0
    @misses = 0
  end

  def get(key)
    if @store.key?(key)
      @hits += 1
      value = @store.delete(key)
      @store[key] = value
    else
      @misses += 1
      nil
    end
  end

  def put(key, value)
    @store.delete(key)
    @store[key] = value
    evicted = @store.shift if @store.size > @capacity
    evicted&.first
  end

  def fetch(key)
    value = get(key)
    return value unless value.nil?
    value = yield(key)
    put(key, value)
    value
  end

  def keys = @store.keys
  def to_s = "LRU(#{@store.map { |k, v| "#{k}=#{v}" }.join(', ')})"
end

cache = LRUCache.new(3)
cache.put(:a, 1)
cache.put(:b, 2)
cache.put(:c, 3)
puts cache
p cache.get(:a)
evicted = cache.put(:d, 4)
puts "evicted #{evicted.inspect}"
puts cache
p cache.get(:b)
cache.put(:c, 30)
puts cache
p cache.keys

squares = LRUCache.new(2)
computed = []
[2, 3, 2, 4, 3, 2].each do |n|
  squares.fetch(n) { |k| computed << k; k * k }
end
p computed
p [squares.hits, squares.misses]
puts squares

begin
  LRUCache.new(0)
rescue ArgumentError => e
  puts "Error: #{e.message}"
end
