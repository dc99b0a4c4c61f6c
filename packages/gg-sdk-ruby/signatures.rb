# The catalogue reflector signatures.sh runs: YARD parses the SDK's sources
# (nothing of them runs except GG::Surface's REGISTRY constant), and this
# prints the catalogue as JSON on stdout. Refuses a module function without
# a brief, one REGISTRY does not name, and a REGISTRY entry with no function.
require "yard"
require "json"
require_relative "src/gg/surface"

IMPORT = 'require "gg"'
YARD::Registry.clear
YARD::Logger.instance.level = Logger::ERROR
YARD.parse(["src/gg/core.rb", *Dir["src/gg/*.rb"].sort - ["src/gg/core.rb"]])

def private_api?(obj)
  obj.tags(:api).any? { |t| t.text == "private" } || (obj.namespace && !obj.namespace.root? && private_api?(obj.namespace))
end

def text_of(obj)
  obj.docstring.to_s.strip
end

def fail!(message)
  warn "signatures.rb: #{message}"
  exit 1
end

def brief(obj)
  s = obj.docstring.summary.to_s.strip
  fail!("#{obj.path} has no brief") if s.empty?
  s
end

def tag_lines(obj)
  lines = []
  obj.tags(:param).each { |t| lines << "@param #{t.name} [#{Array(t.types).join(', ')}] #{t.text}".rstrip }
  obj.tags(:yieldreturn).each { |t| lines << "@yieldreturn [#{Array(t.types).join(', ')}] #{t.text}".rstrip }
  obj.tags(:return).each { |t| lines << "@return [#{Array(t.types).join(', ')}] #{t.text}".rstrip }
  obj.tags(:raise).each { |t| lines << "@raise [#{Array(t.types).join(', ')}] #{t.text}".rstrip }
  obj.tags(:example).each { |t| lines << "@example\n#{t.text}" }
  lines
end

def call_signature(m)
  params = m.parameters.map do |name, default|
    # Tasks.update's KEEP default means "left as it is".
    default = "(unchanged)" if default == "KEEP"
    if name.end_with?(":") then default ? "#{name} #{default}" : name
    elsif default then "#{name} = #{default}"
    else name
    end
  end
  block = params.find { |p| p.start_with?("&") }
  plain = params.reject { |p| p.start_with?("&") }
  returns = m.tag(:return) ? " -> #{Array(m.tag(:return).types).join(' | ')}" : ""
  args = plain.empty? ? "" : "(#{plain.join(', ')})"
  shapes = ["#{m.namespace.path}.#{m.name}#{args}#{returns}"]
  if block
    # The block form: the optional argument the block stands for is left out.
    positional = plain.reject { |p| p.end_with?("= nil") && !p.include?(":") }
    shapes << "#{m.namespace.path}.#{m.name}(#{positional.join(', ')}) { … }#{returns}"
  end
  shapes.join("\n")
end

entries = []
registry = GG::Surface::REGISTRY
seen = []
modules = YARD::Registry.all(:module).select { |o| o.path.start_with?("GG::") && !private_api?(o) }
# GG::Core carries types alone and comes last.
modules = modules.reject { |m| m.path == "GG::Core" }.sort_by(&:path) + modules.select { |m| m.path == "GG::Core" }
modules.each do |mod|
  entries << { key: mod.path, kind: "module", brief: brief(mod), doc: text_of(mod), import: IMPORT }
  mod.meths(visibility: :public, scope: :class).sort_by(&:line).each do |m|
    next if private_api?(m) || m.namespace != mod
    key = "#{mod.path}.#{m.name}"
    operation = registry[key] or fail!("#{key} is not in GG::Surface::REGISTRY")
    seen << key
    throws = m.tags(:raise).flat_map { |t| Array(t.types) }.uniq
    doc = [text_of(m), *tag_lines(m), "Operation: #{operation}"].reject(&:empty?).join("\n")
    entries << { key: key, kind: "function", signature: call_signature(m), brief: brief(m), doc: doc,
                 throws: throws, import: IMPORT }
  end
  mod.children.select { |c| c.type == :class && !private_api?(c) }.sort_by(&:line).each do |klass|
    readers = klass.meths(visibility: :public, scope: :instance, inherited: false)
                   .select { |r| r.namespace == klass && !private_api?(r) }.sort_by(&:line)
    fields = readers.select(&:is_attribute?).map { |r| r.name.to_s }
    members = readers.map do |r|
      ret = r.tag(:return) ? " [#{Array(r.tag(:return).types).join(', ')}]" : ""
      "#{r.name}#{ret} #{r.docstring.summary.to_s.strip.empty? ? (r.tag(:return)&.text || '') : r.docstring.summary}".rstrip
    end
    parent = klass.superclass && klass.superclass.path != "Object" ? " < #{klass.superclass.path}" : ""
    signature = "#{klass.path}#{fields.empty? ? '' : "(#{fields.join(', ')})"}#{parent}"
    doc = [text_of(klass), *tag_lines(klass), *members.map { |l| "- #{l}" }].reject(&:empty?).join("\n")
    entries << { key: klass.path, kind: "type", signature: signature, brief: brief(klass), doc: doc, import: IMPORT }
  end
end
missing = registry.keys - seen
fail!("REGISTRY names functions the SDK does not document: #{missing.join(', ')}") unless missing.empty?

libraries = File.read("src/library.rb")[/GG_LIBRARIES = %w\[([^\]]*)\]/, 1]&.split or fail!("src/library.rb declares no GG_LIBRARIES")
entries << {
  key: "libraries", kind: "module",
  brief: "The libraries a program may require: #{libraries.join(', ')}.",
  doc: "Each is compiled into the guest and loaded only by its require line:\n" +
       libraries.map { |l| "require \"#{l}\"" }.join("\n") +
       "\nAnything else is a LoadError. Opal's corelib (and pattern matching) needs no require.",
  import: libraries.map { |l| "require \"#{l}\"" }.join("; ")
}

puts JSON.pretty_generate({ language: "ruby", module: "gg", import: IMPORT, libraries: libraries, entries: entries })
