# Modules as namespaces and mixins

module Greeter
  def greet
    "Hello from #{name}"
  end
end

module Loud
  def greet
    super.upcase + "!"
  end
end

module Trackable
  def self.included(base)
    base.extend(ClassMethods)
  end

  module ClassMethods
    def instances_created = (@instances_created ||= 0)

    def track!
      @instances_created = instances_created + 1
    end
  end
end

class Robot
  include Greeter
  include Trackable
  attr_reader :name

  def initialize(name)
    @name = name
    self.class.track!
  end
end

class LoudRobot < Robot
  prepend Loud
  def greet
    super + " (beep)"
  end
end

r = Robot.new("R2")
puts r.greet
lr = LoudRobot.new("K9")
puts lr.greet
p Robot.instances_created
p LoudRobot.instances_created
p LoudRobot.ancestors.take(5)
p Robot.include?(Greeter)
p lr.is_a?(Loud)
p Robot.instance_method(:greet).owner

module Geometry
  PI_ISH = 3.14
  def self.circle_area(r) = (PI_ISH * r * r).round(2)

  class Shape
    def describe = "a shape in #{Module.nesting.first}"
  end
end
p Geometry.circle_area(2)
puts Geometry::Shape.new.describe

module Util
  module_function

  def slug(str) = str.downcase.strip.gsub(/[^a-z0-9]+/, "-").gsub(/\A-|-\z/, "")
end
p Util.slug("  Hello, World! Ruby 3.4 ")

obj = Object.new
obj.extend(Greeter)
def obj.name = "singleton"
puts obj.greet
p obj.singleton_class.include?(Greeter)
