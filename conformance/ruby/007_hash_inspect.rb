# How hashes look when printed with p, inspect and to_s

person = { name: "Alice", age: 30, admin: false }
p person
puts person
puts person.to_s

scores = { "math" => 90, "art" => 85 }
p scores

mixed = { id: 1, "label" => "first", 3 => [1, 2], nil => nil, 2.5 => :sym }
p mixed

nested = { user: { name: "Bob", tags: [:a, :b], meta: { "x" => 1 } } }
p nested
puts nested.inspect.length

p({})
p({ "key with space": 1, "dash-key": 2, ok?: true, save!: 1 })
p({ :+ => 1, :[] => 2, :a= => 3 })

h = Hash.new(0)
"hello".each_char { |c| h[c] += 1 }
p h
p h.to_a
p h.sort_by { |k, v| [-v, k] }.to_h
p h.keys
p h.values
p h.invert
p h.min_by { |_, v| v }
p person.map { |k, v| [k.to_s, v] }.to_h
p person.select { |k, _| k != :age }
p person.merge(age: 31, city: "Paris")
p person.transform_keys(&:to_s)
