# Reflection and metaprogramming: send, define_method, instance variables

class Report
  FIELDS = %i[title author pages rating].freeze

  FIELDS.each do |field|
    define_method(field) { instance_variable_get("@#{field}") }
    define_method("#{field}=") { |value| instance_variable_set("@#{field}", value) }
    define_method("#{field}?") { !instance_variable_get("@#{field}").nil? }
  end

  def initialize(**attrs)
    attrs.each { |k, v| public_send("#{k}=", v) }
  end

  def to_h = FIELDS.to_h { |f| [f, send(f)] }
end

r = Report.new(title: "Ruby Metaprogramming", pages: 296)
p r.title
p r.author?
r.author = "P. Perrotta"
p r.author?
p r.to_h
p r.instance_variables
p r.instance_variable_get(:@pages)

%i[upcase downcase swapcase].each { |m| puts "hello World".send(m) }
p 5.send(:+, 3)
p [3, 1, 2].public_send(:sort)
p "abc".respond_to?(:upcase)
p Report.method_defined?(:rating=)
p Report.instance_methods(false).size

class Report
  %w[short long].each_with_index do |kind, i|
    define_method("#{kind}_form?") { kind == "long" ? pages.to_i > 200 * (i + 1) / 2 : pages.to_i <= 200 }
  end
end
p r.long_form?
p r.short_form?

calc = Class.new do
  define_method(:double) { |x| x * 2 }
  attr_accessor :memory
end
c = calc.new
p c.double(21)
c.memory = 7
p c.memory
p calc.name
Calculator = calc
p calc.name

p Comparable.instance_methods.sort
p 10.method(:divmod).call(3)
p [1, 2, 3].method(:map).arity
p Report.instance_method(:to_h).name
p r.public_methods(false).include?(:title) rescue p $!.class
meth = :length
p "dynamic".public_send(meth)
