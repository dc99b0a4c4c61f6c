# public, private and protected methods

class Employee
  attr_reader :name

  def initialize(name, salary)
    @name = name
    @salary = salary
  end

  def earns_more_than?(other)
    salary > other.salary
  end

  def summary
    "#{name}: #{band}"
  end

  protected

  def salary = @salary

  private

  def band
    case salary
    when ...50_000 then "junior"
    when 50_000...90_000 then "mid"
    else "senior"
    end
  end
end

ann = Employee.new("Ann", 95_000)
bob = Employee.new("Bob", 62_000)
puts ann.summary
puts bob.summary
p ann.earns_more_than?(bob)
p bob.earns_more_than?(ann)

begin
  ann.salary
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
end

begin
  ann.band
rescue NoMethodError => e
  puts "NoMethodError: #{e.message}"
end

p ann.send(:band)
p ann.respond_to?(:band)
p ann.respond_to?(:band, true)
p Employee.private_instance_methods(false).sort
p Employee.protected_instance_methods(false)

begin
  ann.public_send(:band)
rescue NoMethodError => e
  puts "public_send refused: #{e.message}"
end

class Vault
  private attr_reader :code
  def initialize = @code = 1234
  def check(guess) = guess == code
  private_class_method :new
  def self.open = new
end
v = Vault.open
p v.check(1234)
begin
  Vault.new
rescue NoMethodError => e
  puts e.message
end
