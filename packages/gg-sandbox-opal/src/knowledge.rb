# The requirable unit `lib`: what `require "lib"` loads.
#
# It evaluates each code module the agent bound, in the order gg handed them
# over, each as its own unit under its own name (lib/<key>.rb), and defines
# the top-level `lib`, whose members are the binding keys. A module's source
# arrives compiled as `Module.new do … end`: what its body defines is what
# its key offers, limited to the public names the host's export scan found.
# A module whose body raises leaves an empty namespace; the guest reports
# the raise on its own channel and the program goes on.
#
# It names nothing of gg's surface: GG::Files is reached by `require "gg"`.

namespaces = {}
`Opal.gg_lib.modules`.each do |m|
  key = `m.key`
  mod = `Opal.gg_lib.evaluate(m)`
  namespace = Module.new
  unless mod.nil?
    instance = Object.new.extend(mod)
    exports = `m.exports === undefined ? nil : m.exports`
    if exports.nil?
      # The export scan declined: offer every method the module defines.
      exports = mod.instance_methods(false).map { |n| `{name: n, singleton: false}` }
      own = mod.methods - Module.instance_methods
      exports += own.map { |n| `{name: n, singleton: true}` }
    end
    exports.each do |e|
      name = `e.name`
      target = `e.singleton` ? mod : instance
      namespace.define_singleton_method(name) { |*args, &block| target.__send__(name, *args, &block) }
    end
  end
  label = "lib.#{key}"
  namespace.define_singleton_method(:inspect) { label }
  namespace.define_singleton_method(:to_s) { label }
  namespaces[key] = namespace
end

lib = Object.new
namespaces.each { |key, namespace| lib.define_singleton_method(key) { namespace } }
bound = namespaces.keys
lib.define_singleton_method(:inspect) { "lib" }
lib.define_singleton_method(:to_s) { "lib" }
lib.define_singleton_method(:method_missing) do |name, *_args|
  known = bound.empty? ? "no modules are bound" : "bound: #{bound.join(', ')}"
  raise NoMethodError.new("lib has no module `#{name}` (#{known})", name)
end
Object.define_method(:lib) { lib }
