# Class-level state: class methods, class instance variables, constants

class Widget
  DEFAULT_COLOR = "gray"
  @registry = []
  @@created = 0

  class << self
    attr_reader :registry

    def create(name, color: DEFAULT_COLOR)
      widget = new(name, color)
      @registry << widget
      widget
    end

    def count = @@created

    def by_color
      @registry.group_by(&:color).transform_values { |ws| ws.map(&:name) }
    end
  end

  attr_reader :name, :color, :serial

  def initialize(name, color)
    @@created += 1
    @serial = @@created
    @name = name
    @color = color
  end

  def to_s = "#{name}##{serial} (#{color})"
end

class Gizmo < Widget
  @registry = []
end

Widget.create("dial")
Widget.create("knob", color: "red")
Gizmo.create("sprocket", color: "red")
Widget.create("lever")

puts Widget.registry.map(&:to_s)
puts Gizmo.registry.map(&:to_s)
p Widget.count
p Gizmo.count
p Widget.by_color
p Gizmo::DEFAULT_COLOR
p Widget.class_variable_get(:@@created)
p Widget.instance_variable_get(:@registry).size
p Widget.respond_to?(:create)
p Widget.new("raw", "blue").to_s
p Widget.registry.size

module Counter
  @value = 0
  def self.next! = @value += 1
end
3.times { Counter.next! }
p Counter.next!
p Widget.singleton_methods.sort
p Widget.constants
