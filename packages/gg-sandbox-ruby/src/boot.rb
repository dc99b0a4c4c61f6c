# gg's boot script for CRuby, evaluated once at build time under wizer (the
# VM booted with --disable-gems): what every turn starts from. compose.mjs
# puts `gg_sdk_sources` in front of it (the SDK's files, shared with the Opal
# arm, and this arm's transport). It loads the libraries kept in the
# snapshot, compiles the SDK once (a program's `require "gg"` only evaluates
# it), takes the `js` extension's door for the SDK and hides the rest of
# it, and defines the one entry the host calls, RubyVM.__gg_run(file), which
# reads the program from stdin, compiles it (Prism), runs it and returns a
# JSON report. Until a program requires "gg", no constant of gg exists.
begin
  # Bundled gems (csv, base64, …) are installed in the embedded stdlib but
  # not on the load path of a VM booted with --disable-gems; CRuby finds
  # them through RubyGems. Their lib directories go after the stdlib's, so
  # a default gem still loads its stdlib copy. (bigdecimal is not there:
  # ruby.wasm does not build its C extension.)
  require "rbconfig"
  gems = File.join(RbConfig::CONFIG["rubylibprefix"], "gems", RbConfig::CONFIG["ruby_version"], "gems")
  $LOAD_PATH.concat(Dir.glob(File.join(gems, "*", "lib")).sort)
  require "json"
  require "set"
  require "did_you_mean"
  $stdout.sync = true
  $stderr.sync = true

  # The VM never ends inside a turn, so CRuby's own at_exit list would never
  # run: the blocks are kept here and run when the program ends.
  gg_at_exit = []
  at_exit_impl = proc do |&blk|
    raise ArgumentError, "called without a block" unless blk
    gg_at_exit << blk
    blk
  end
  Kernel.send(:define_method, :at_exit, &at_exit_impl)
  Kernel.send(:private, :at_exit)
  Kernel.define_singleton_method(:at_exit, &at_exit_impl)

  # The door: ruby.wasm's `js` extension, whose host half is gg's wire
  # (crates/gg-sandbox/src/rbwasm.rs). Only `JS.eval` and `to_s` are kept,
  # inside a lambda; the `JS` constant is removed, and `require "js"` is
  # refused below, so a program sees no JavaScript.
  require "js.so"
  js_eval = JS.method(:eval)
  js_text = JS::Object.instance_method(:to_s)
  gg_door = ->(text) { js_text.bind_call(js_eval.call(text)) }
  Object.send(:remove_const, :JS)

  # The SDK is compiled and evaluated here, in the snapshot, and then
  # hidden: the `GG` constant is removed until a program requires "gg"
  # (or one of its files), which only sets it again.
  gg_units = gg_sdk_sources.to_h do |name, file, source|
    [name, RubyVM::InstructionSequence.compile(source, file, file, 1)]
  end
  gg_module = nil
  gg_loaded = {}
  gg_require = Kernel.instance_method(:require)
  # The turn's code modules (from stdin) and those whose bodies failed.
  gg_modules = []
  # The binding a keep-state session's programs share (made by its first).
  gg_session_binding = []
  gg_module_failures = []
  gg_syntax = nil # Prism's report read as [message, line, column], defined below
  # `require "lib"`: each code module's text evaluated in a module of its
  # own under lib/<key>.rb, offered as `lib.<key>` through the names the
  # host's export scan found (every method it defines when the scan could
  # not tell). A module that does not compile or whose body raises is
  # offered empty and reported beside the program's outcome.
  gg_lib = lambda do
    namespaces = {}
    gg_modules.each do |m|
      key = m["key"]
      file = m["file"]
      namespace = Module.new
      namespace.set_temporary_name("lib.#{key}")
      mod = Module.new
      mod.set_temporary_name("lib.#{key}")
      begin
        mod.module_eval(m["source"], file, 1)
        instance = Object.new.extend(mod)
        exports = m["exports"]
        if exports.nil?
          exports = mod.instance_methods(false).map { |n| { "name" => n.to_s, "singleton" => false } }
          exports += (mod.methods - Module.instance_methods).map { |n| { "name" => n.to_s, "singleton" => true } }
        end
        exports.each do |e|
          name = e["name"]
          target = e["singleton"] ? mod : instance
          namespace.define_singleton_method(name) { |*args, **kw, &block| target.__send__(name, *args, **kw, &block) }
        end
      rescue SyntaxError => e
        message, line, column = gg_syntax.call(e, file)
        gg_module_failures << { "key" => key, "class" => "syntax-error", "message" => message,
                                "line" => line, "column" => column }
      rescue Exception => e # rubocop:disable Lint/RescueException
        at = (e.backtrace_locations || []).find { |l| l.path == file }
        gg_module_failures << { "key" => key, "class" => e.class.name.to_s, "message" => e.message.to_s,
                                "line" => at&.lineno, "column" => nil }
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
    Object.send(:define_method, :lib) { lib }
    Object.send(:private, :lib)
  end
  Kernel.send(:define_method, :require) do |name|
    key = name.to_s
    if key == "lib"
      next false if gg_loaded[key]
      gg_loaded[key] = true
      gg_lib.call
      next true
    end
    if (unit = gg_units[key])
      next false if gg_loaded[key]
      gg_loaded[key] = true
      if gg_module
        # A program's require: the SDK evaluated at boot, shown (all of
        # it: every file of it is loaded from now on).
        gg_units.each_key { |k| gg_loaded[k] = true }
        Object.const_set(:GG, gg_module)
        next true
      end
      # The boot's own require: each file evaluated once, in order.
      # The transport's one primitive, over the closure's door.
      if key == "gg/transport"
        GG::Surface.define_singleton_method(:door) { |text| gg_door.call(text) }
      end
      unit.eval
      next true
    end
    case key
    when "js", "js.so", %r{\Ajs/}
      # ruby.wasm's JavaScript bridge: gg provides no JavaScript host.
      raise LoadError, "cannot load such file -- #{name}: there is no JavaScript host in gg's sandbox"
    end
    gg_require.bind_call(self, name)
  end
  Kernel.send(:private, :require)

  require "gg"
  gg_module = Object.send(:remove_const, :GG)
  gg_loaded.clear

  # No processes in the sandbox (WASI has none): ruby.wasm's own `system`
  # answers true without running anything, so each way to start one raises
  # NotImplementedError saying so, as `fork` already does.
  no_process = lambda do |what|
    raise NotImplementedError, "#{what} is not available in gg's sandbox, which has no processes: " \
                               "run a command with GG::Shell.run (the `shell` grant)"
  end
  %i[system spawn exec `].each do |name|
    Kernel.send(:define_method, name) { |*| no_process.call("#{name}()") }
    Kernel.send(:private, name)
    Kernel.define_singleton_method(name) { |*| no_process.call("#{name}()") }
  end
  Process.define_singleton_method(:spawn) { |*| no_process.call("Process.spawn") }
  IO.define_singleton_method(:popen) { |*| no_process.call("IO.popen") }

  generate = JSON.method(:generate)
  frames_of = lambda do |e, file|
    locations = (e.backtrace_locations rescue nil) || []
    locations.first(10_000).filter_map do |l|
      next unless l.path == file
      # A compiled text's top level is `<compiled>`, a kept session's is its
      # binding's method; CRuby names a file's `<main>`.
      label = l.label.to_s.sub("<compiled>", "<main>").sub("__gg_session_binding", "<main>")
      { "function" => label, "file" => file, "line" => l.lineno }
    end.first(64)
  end
  text = lambda do |f|
    s = f.call
    s = s.to_s unless s.is_a?(String)
    s.dup.force_encoding(Encoding::UTF_8).scrub
  rescue Exception
    "(unreadable)"
  end
  # Prism's SyntaxError as [message, line, column]: its report quotes the
  # lines, `> N | code` and under it `    |   ^ message`; the first such
  # pair is the diagnostic.
  gg_syntax = lambda do |e, file|
    message = text.call(-> { e.message })
    line = message[/\A#{Regexp.escape(file)}:(\d+):/, 1]&.to_i
    column = nil
    quoted = nil
    message.each_line(chomp: true) do |l|
      if (m = l.match(/\A> (\d+) \| /))
        quoted = [m[1].to_i, m.end(0)]
      elsif quoted && (m = l.match(/\A *\| ( *)\^~* ?(.*)\z/))
        line, start = quoted
        column = m.begin(1) - start + m[1].size + 1
        message = m[2]
        break
      end
    end
    [message, line, column]
  end
  # The one entry the host calls: runs the program on stdin (with its code
  # modules: `{"source", "modules"}`) as `file`.
  RubyVM.define_singleton_method(:__gg_run) do |file|
    input = JSON.parse($stdin.read.force_encoding(Encoding::UTF_8))
    source = input["source"]
    gg_modules.replace(input["modules"] || [])
    gg_at_exit.clear
    # The snapshot's generator was seeded at build time: every turn seeds
    # it again from the host's entropy (WASI random).
    Random.srand(Random.new_seed)
    # A keep-state session's programs are evaluated in one binding of
    # the top level's `self`, made by its first program: each sees the
    # locals the ones before it assigned (methods, classes, constants and
    # requires live in the VM, which the session keeps).
    keep = input["keep"] == true
    if keep && gg_session_binding.empty?
      # A method's binding, so the top level's own locals (this script's)
      # stay out of it; the method goes once the binding is made.
      gg_session_binding << eval("def __gg_session_binding = binding\n__gg_session_binding", TOPLEVEL_BINDING)
      Object.send(:remove_method, :__gg_session_binding)
    end
    iseq = nil
    unless keep
      begin
        iseq = RubyVM::InstructionSequence.compile(source, file, file, 1)
      rescue SyntaxError => e
        message, line, column = gg_syntax.call(e, file)
        next generate.call({ "end" => "syntax-error", "class" => "SyntaxError", "message" => message,
                             "line" => line, "column" => column })
      end
    end
    failure = nil
    value = nil
    begin
      value = keep ? Kernel.eval(source, gg_session_binding.first, file, 1) : iseq.eval
    rescue Exception => e
      failure = e
    end
    # In a session the text is parsed by `eval` (against the binding's
    # locals): its own syntax error has no frame in the program.
    if keep && failure.is_a?(SyntaxError) && (failure.backtrace_locations || []).none? { |l| l.path == file }
      message, line, column = gg_syntax.call(failure, file)
      next generate.call({ "end" => "syntax-error", "class" => "SyntaxError", "message" => message,
                           "line" => line, "column" => column })
    end
    # at_exit blocks run last registered first; one that raises is what
    # the program ended with (as CRuby reports it).
    while (blk = gg_at_exit.pop)
      begin
        blk.call
      rescue Exception => e
        failure = e
      end
    end
    if failure.nil?
      shown = value.nil? ? nil : text.call(-> { value.inspect })
      next generate.call({ "end" => "completed", "value" => shown, "modules" => gg_module_failures })
    end
    klass = text.call(-> { failure.class.name || failure.class.inspect })
    status = failure.is_a?(SystemExit) ? (failure.status rescue 1) : nil
    next generate.call({ "end" => "completed", "value" => nil, "modules" => gg_module_failures }) if status == 0
    message = text.call(-> { failure.message })
    if status
      message = "#{message} (status #{status})"
    else
      # What CRuby prints for an uncaught error (did_you_mean's hint
      # included), less the class it names at the end of its first line.
      detailed = text.call(-> { failure.detailed_message(highlight: false) })
      first, rest = detailed.split("\n", 2)
      first = first.to_s.delete_suffix(" (#{klass})")
      message = rest ? "#{first}\n#{rest}" : first
    end
    frames = frames_of.call(failure, file)
    generate.call({ "end" => "uncaught", "class" => klass, "message" => message,
                    "line" => frames.first&.fetch("line"), "frames" => frames, "modules" => gg_module_failures })
  end
  # The snapshot's heap, collected and aged until what the boot made is old:
  # a turn's collections are then minor ones that skip it (without this,
  # the first collection of a turn, often its first SDK call, marked the
  # whole booted VM and the SDK: measured 4 ms and more).
  4.times { GC.start(full_mark: true, immediate_sweep: true) }
rescue Exception => e
  $stderr.puts "gg's CRuby boot script failed: #{e.class}: #{e.message}"
  $stderr.puts e.backtrace
  raise
end
