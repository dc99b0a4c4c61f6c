# Symbols and how they display

colors = [:red, :green, :blue]
p colors
puts colors.inspect
puts colors.join(", ")
puts colors.map(&:to_s).map(&:upcase).inspect

odd = [:"hello world", :"with-dash", :ok?, :save!, :name=, :+, :[], :"9lives", :Const, :@ivar, :$global]
odd.each { |sym| p sym }
p odd

settings = { theme: :dark, size: :large, "legacy" => :yes }
p settings
puts settings[:theme]
puts settings[:theme].class

p :abc <=> :abd
p :apple.length
p :upcase.to_proc.call("apple")
p %i[one two three]
p "dynamic_#{42}".to_sym
p :sym.to_s.frozen?
p :a == :a
p [:b, :c, :a].sort
p :hello.start_with?("he")
p :Hello.upcase
p :abc[1]
p({ :"quoted key" => 1, plain: 2 })
