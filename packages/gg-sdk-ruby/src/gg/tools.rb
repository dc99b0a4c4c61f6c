# GG::Tools: tools the embedding host registered and the tools of the MCP
# servers it bridges, as typed methods (a server's tools through its group
# object), by name, and in parallel batches; GG::ALL_TOOLS, the catalogue.
#
# Nothing here calls the host when `require "gg"` runs: the catalogue is read
# (one tools.list call) the first time a program calls a typed method or
# reaches a group, asks respond_to? about one or touches GG::ALL_TOOLS, and
# kept for the rest of the program.

module GG
  # Tools the embedding host registered and the tools of the MCP servers it
  # bridges, each a method (an MCP server's, of its group) that takes its
  # arguments as keywords. A host tool is a method of this module named
  # after the tool (snake_case):
  #
  #   GG::Tools.lookup_user(id: "u1") # => {"id" => "u1", "name" => "Ada"}
  #
  # The tools of an MCP server are a group, named after the server: the
  # group is a method of this module answering a frozen object whose
  # methods are the server's tools (registered as `<server>.<tool>`).
  #
  #   GG::Tools.weather.forecast(city: "Lisbon") # => {"city" => "Lisbon", "highs" => [18.5, 19.5, 20.5], ...}
  #   GG::Tools.call("weather.forecast", city: "Lisbon") # the same call, by name
  #
  # The keywords are checked before the call leaves the program, as Ruby
  # checks a method's: `missing keyword: :city`, `unknown keyword: :cty
  # (accepted: :city)` (ArgumentError); a tool that is not registered is a
  # NoMethodError (of GG::Tools, or of the group). The host then checks the
  # values against the tool's JSON Schema. A result is parsed JSON: Hashes
  # with String keys, Arrays, Strings, Numerics, true, false, nil.
  #
  # `GG::Tools.call("lookup_user", id: "u1")` calls a tool whose name is
  # only known at run time (the host alone checks its arguments);
  # `GG::Tools.parallel` runs several calls at once; `GG::ALL_TOOLS` is the
  # catalogue, an Array of frozen {Tool}s. The catalogue is read from the
  # host once per program, the first time it is needed. A tool or group
  # whose name is already a method of every module (`name`, `freeze`,
  # `list`, `call`, `parallel`, `format`, …), or a group's tool whose name is
  # already a method of every object (`send`, `hash`, `display`, …), is
  # reached with `GG::Tools.call` and its registered name.
  #
  # Grant: `tools` for the host's own tools; `mcp` (every server) or
  # `mcp:<server>` (one server) for an MCP server's tools. Only the tools
  # the grants allow are listed; calling another is refused with
  # :unavailable.
  module Tools
    # A registered tool: its name, its description, the JSON Schema of its
    # arguments, its group and the JSON Schema of its result. The Tools of
    # GG::ALL_TOOLS are frozen, their schemas too. Also read Hash-style:
    # `tool[:name]`, `tool["schema"]`.
    class Tool < Core::Value
      # @!attribute [r] name
      #   @return [String] the registered name: `lookup_user`, or
      #     `weather.forecast` for an MCP server's tool.
      # @!attribute [r] description
      #   @return [String]
      # @!attribute [r] schema
      #   @return [Hash] the JSON Schema of its arguments.
      # @!attribute [r] group
      #   @return [String, nil] its MCP server's group (`weather`); nil for a host tool.
      # @!attribute [r] output_schema
      #   @return [Hash, nil] the JSON Schema of its result, when the tool declares one.
      fields :name, :description, :schema, :group, :output_schema

      # One field, Hash-style.
      # @param key [Symbol, String] :name, :description, :schema, :group or :output_schema.
      # @return [Object, nil] the field's value; nil for any other key.
      def [](key)
        @gg_values[key.to_s]
      end
    end

    # The tools there are, read from the host on every call (GG::ALL_TOOLS
    # is the same list, read once).
    # @return [Array<Tool>]
    # @raise [GG::Core::ApiError] :io, :unavailable
    def self.list
      raw = Typed.read
      Typed.keep(raw)
      Typed.tools(raw)
    end

    # Calls a tool by name; its arguments are the keywords, checked against
    # its schema by the host. A typed method (`GG::Tools.lookup_user(id: …)`,
    # `GG::Tools.weather.forecast(city: …)`) is the same call with its
    # keywords checked first; this form is for a name known only at run
    # time, or one that is not a method.
    #
    # @example
    #   GG::Tools.call("lookup_user", id: "u1")
    #   GG::Tools.call("weather.forecast", city: "Oslo")
    # @param name [String] the registered name (`weather.forecast` for an MCP server's tool).
    # @param arguments [Hash] JSON-shaped values.
    # @return [Object] the tool's result, as parsed JSON (Hashes, Arrays, Strings, Numerics).
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :timeout, :io, :unavailable
    def self.call(name, **arguments)
      Surface.string("tools.call", "name", name)
      Typed.call(name, arguments)
    end

    # Calls several tools at once and returns their results in call order.
    # Each call is a `[name, arguments]` pair (the registered name, as a
    # String or Symbol: `:lookup_user`, `"weather.forecast"`; the arguments
    # a Hash, checked by the host against the tool's schema);
    # the pairs are given as arguments or as one Array. The handlers run
    # concurrently, so eight calls of 50 ms take about 50 ms, not 400.
    #
    # Failures: every call runs to its end, whatever the others do. When
    # one or more failed, `parallel` raises the GG::Core::ApiError of the
    # first failed call in call order, its message prefixed with
    # `call <index> (<name>): ` and its `index` the call's (0-based); the
    # other results are dropped. A batch refused as a whole (no tool grant
    # at all, more than 64 calls) raises as any call does, with no `index`.
    #
    # @example
    #   lisbon, porto = GG::Tools.parallel(["weather.forecast", {city: "Lisbon"}], ["weather.forecast", {city: "Porto"}])
    # @example Rescuing a failed call
    #   begin
    #     users = GG::Tools.parallel(ids.map { |id| [:lookup_user, {id: id}] })
    #   rescue GG::Core::ApiError => e
    #     e.index   # => 2, the first call that failed
    #     e.message # => "call 2 (lookup_user): tool `lookup_user` failed: no such user"
    #   end
    # @param calls [Array<Array(String, Hash)>] `[name, arguments]` pairs.
    # @return [Array<Object>] each call's result, as parsed JSON, in call order.
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :timeout, :io, :unavailable, :limit_exceeded
    def self.parallel(*calls)
      op = "tools.parallel"
      calls = calls.first if calls.length == 1 && calls.first.is_a?(Array) && calls.first.all? { |c| c.is_a?(Array) }
      names = []
      batch = calls.each_with_index.map do |pair, i|
        unless pair.is_a?(Array) && (pair.length == 1 || pair.length == 2) &&
               (pair[0].is_a?(String) || pair[0].is_a?(Symbol)) && (pair[1].nil? || pair[1].is_a?(Hash))
          got = pair.inspect
          got = "#{got[0, 60]}…" if got.length > 61
          raise Surface.invalid(op, "call #{i} must be a [name, arguments] pair, like [:weather, {city: \"Lisbon\"}], got #{got}")
        end
        name = pair[0].to_s
        names << name
        text = Surface.to_json_text(op, "call #{i} (#{name}): arguments", pair[1] || {})
        { "name" => name, "arguments" => text }
      end
      results = Surface.transport(op, "calls" => batch)
      results.each_with_index do |r, i|
        next unless r["tag"] == "err"
        e = r["val"]
        raise Core::ApiError.new("call #{i} (#{names[i]}): #{e['message']}", operation: e["operation"],
                                                                           code: e["code"].gsub("-", "_").to_sym, index: i)
      end
      results.map { |r| Surface.json_parse(r["val"]) }
    end

    # A typed tool method, `GG::Tools.lookup_user(id: "u1")`, or a group,
    # `GG::Tools.weather`.
    # @api private
    def self.method_missing(name, *args, &block)
      tool = Typed.named(name.to_s)
      return Typed.typed_call(tool, args) if tool
      group = Typed.group(name.to_s)
      raise NoMethodError.new("undefined method '#{name}' for module GG::Tools", name) unless group
      raise ArgumentError, "wrong number of arguments (given #{args.length}, expected 0)" unless args.empty?
      group
    end

    # True for a registered tool's method name and a group's.
    # @api private
    def self.respond_to_missing?(name, include_private = false)
      !(Typed.named(name.to_s) || Typed.group(name.to_s)).nil?
    rescue Core::ApiError
      false
    end

    # The catalogue behind the typed methods and GG::ALL_TOOLS, and their
    # keyword checks. Not for programs.
    # @api private
    module Typed
      # What Ruby asks of any object to convert it: never a tool's method.
      CONVERSIONS = %w[to_ary to_a to_str to_s to_hash to_h to_proc to_int to_i to_f to_io to_path
                       to_regexp to_sym to_json to_enum].freeze

      # Names a group cannot take as a method of GG::Tools, since a module
      # answers them already (Ruby's and Opal's Module, Object and Kernel
      # methods, GG::Tools' own, the conversions Ruby asks for). gg's
      # instructions read this list (crates/gg-arms/src/ruby_sdk/tools.rs). Not
      # frozen (nor OBJECT_METHODS): freezing gives an Array an object id,
      # which would shift the ids a program's own objects show.
      MODULE_METHODS = %w[
        abort alias_method alias_native ancestors append_features at_exit attr attr_accessor attr_reader
        attr_writer autoload binding call caller caller_locations catch class class_eval class_exec
        class_variable_get class_variable_set class_variables clone const_added const_get const_missing
        const_set const_source_location constants copy_class_variables copy_constants copy_instance_variables
        copy_singleton_methods define_method define_singleton_method deprecate_constant display dup enum_for
        eval exec exit extend extend_object extended fail fork format freeze gem gem_original_require gets
        global_variables hash include included included_modules initialize initialize_clone initialize_copy
        initialize_dup inspect instance_eval instance_exec instance_method instance_methods
        instance_variable_get instance_variable_set instance_variables itself lambda list load
        local_variables loop method method_added method_missing method_removed method_undefined methods
        module_eval module_exec module_function name nesting object_id open p parallel pp prepend
        prepend_features prepended print printf private private_class_method private_constant
        private_instance_methods private_methods proc protected protected_instance_methods protected_methods
        public public_class_method public_constant public_instance_method public_instance_methods
        public_method public_methods public_send putc puts raise rand readline readlines refine refinements
        remove_class_variable remove_const remove_instance_variable remove_method require require_relative
        require_tree ruby2_keywords select send set_trace_func singleton_class singleton_method
        singleton_method_added singleton_method_removed singleton_method_undefined singleton_methods sleep
        spawn sprintf srand syscall system taint tap test then throw to_a to_ary to_enum to_f to_h to_hash
        to_i to_int to_io to_json to_path to_proc to_regexp to_s to_str to_sym trace_var trap trust
        undef_method untaint untrace_var untrust using warn yield_self
      ]

      # Names a group's tool cannot take as a method of the group object,
      # since every object answers them (Object's public methods, the
      # hooks and conversions Ruby calls). gg's instructions read this list.
      OBJECT_METHODS = %w[
        class clone copy_instance_variables copy_singleton_methods define_singleton_method display dup
        enum_for extend freeze hash initialize initialize_clone initialize_copy initialize_dup inspect
        instance_eval instance_exec instance_variable_get instance_variable_set instance_variables itself
        method method_missing methods object_id private_instance_methods private_methods
        protected_instance_methods protected_methods public_method public_methods public_send
        remove_instance_variable require_tree send singleton_class singleton_method singleton_method_added
        singleton_method_removed singleton_method_undefined singleton_methods taint tap then to_a to_ary
        to_enum to_f to_h to_hash to_i to_int to_io to_json to_path to_proc to_regexp to_s to_str to_sym
        trust untaint untrust yield_self
      ]

      # The host's catalogue as plain values: [name, description, schema
      # text, output schema text or nil] quadruples.
      def self.read
        Surface.transport("tools.list", {}).map do |t|
          [t["name"], t["description"], t["schema"], t["outputSchema"]]
        end
      end

      # Tools out of read's quadruples.
      def self.tools(raw)
        raw.map do |name, description, schema, output|
          Tool.new("name" => name, "description" => description, "schema" => Surface.json_parse(schema),
                   "group" => name.include?(".") ? name.split(".", 2).first : nil,
                   "output_schema" => output.nil? ? nil : Surface.json_parse(output))
        end
      end

      # Keeps a catalogue just read, unless one is kept already.
      def self.keep(raw)
        @catalogue ||= tools(raw).map { |t| frozen(t) }.freeze
      end

      # The catalogue, read from the host the first time it is asked for.
      def self.catalogue
        @catalogue || keep(read)
      end

      # `value` and everything in it, frozen.
      def self.frozen(value)
        case value
        when Hash then value.each_value { |v| frozen(v) }
        when Array then value.each { |v| frozen(v) }
        when Tool
          frozen(value.schema)
          frozen(value.output_schema)
        end
        value.freeze
      end

      # `getWeather`, `get-weather` as a method name: `get_weather`.
      def self.snake(name)
        name.gsub(/([a-z0-9])([A-Z])/) { "#{$1}_#{$2}" }.gsub(/[^A-Za-z0-9_]/, "_").downcase
      end

      # The host tool (not a group's) a method name stands for, or nil;
      # reads the catalogue.
      def self.named(name)
        return nil if CONVERSIONS.include?(name) || !name.match?(/\A[A-Za-z_][A-Za-z0-9_]*\z/)
        tools = catalogue.select { |t| t.group.nil? }
        tools.find { |t| t.name == name } || tools.find { |t| snake(t.name) == name }
      end

      # The group a method name of GG::Tools stands for, or nil; reads the
      # catalogue.
      def self.group(name)
        return nil if MODULE_METHODS.include?(name) || !name.match?(/\A[a-z][a-z0-9_]*\z/)
        groups[name]
      end

      # Every group of the catalogue, by name, built once.
      def self.groups
        @groups ||= begin
          by_group = {}
          catalogue.each do |t|
            next if t.group.nil?
            (by_group[t.group] ||= {})[t.name.split(".", 2).last] = t
          end
          by_group.each_with_object({}) { |(name, tools), all| all[name] = group_object(name, tools) }.freeze
        end
      end

      # What `GG::Tools.weather` answers: a frozen Object whose singleton
      # methods are the group's tools, each named after its part of the
      # registered name (`forecast` of `weather.forecast`) and taking its
      # arguments as keywords. (A plain Object, so that loading the SDK
      # defines no class a program would not use.)
      def self.group_object(name, tools)
        parts = tools.keys.reject { |part| OBJECT_METHODS.include?(part) }.sort
        shown = "#<GG::Tools.#{name}: #{parts.join(', ')}>"
        group = Object.new
        parts.each do |part|
          tool = tools[part]
          group.define_singleton_method(part) { |*args| Typed.typed_call(tool, args) }
        end
        group.define_singleton_method(:inspect) { shown }
        group.define_singleton_method(:to_s) { shown }
        # A misspelt tool is named with the group's own inspect (CRuby's
        # message would show the bare object's address).
        group.define_singleton_method(:method_missing) do |missing, *|
          raise NoMethodError.new("undefined method '#{missing}' for #{shown}", missing)
        end
        group.freeze
      end

      # A Symbol as CRuby inspects it: `:city`, `:"foo-bar"`.
      def self.symbol(key)
        key.match?(/\A[A-Za-z_][A-Za-z0-9_]*[?!]?\z/) ? ":#{key}" : ":#{key.inspect}"
      end

      # The keywords a tool's schema requires and the ones it accepts (nil: any).
      def self.keywords(tool)
        schema = tool.schema.is_a?(Hash) ? tool.schema : {}
        required = schema["required"].is_a?(Array) ? schema["required"].select { |k| k.is_a?(String) } : []
        props = schema["properties"]
        extra = schema["additionalProperties"]
        open = !props.is_a?(Hash) || !(extra.nil? || extra == false) ||
               %w[patternProperties allOf anyOf oneOf $ref if dependentSchemas unevaluatedProperties].any? { |k| schema.key?(k) }
        [required, open ? nil : props.keys]
      end

      # A typed call: no positional arguments, the keywords checked as
      # CRuby checks a method's, then the call.
      def self.typed_call(tool, args)
        args = args.dup
        given = args.last.is_a?(Hash) ? args.pop : {}
        required, accepted = keywords(tool)
        unless args.empty?
          needs = required.empty? ? "" : "; required keyword#{required.length == 1 ? '' : 's'}: #{required.join(', ')}"
          raise ArgumentError, "wrong number of arguments (given #{args.length}, expected 0#{needs})"
        end
        keys = given.keys.map(&:to_s)
        missing = required - keys
        unless missing.empty?
          raise ArgumentError, "missing keyword#{missing.length == 1 ? '' : 's'}: #{missing.map { |k| symbol(k) }.join(', ')}"
        end
        unknown = accepted ? keys - accepted : []
        unless unknown.empty?
          names = accepted.empty? ? "none" : accepted.map { |k| symbol(k) }.join(", ")
          raise ArgumentError,
                "unknown keyword#{unknown.length == 1 ? '' : 's'}: #{unknown.map { |k| symbol(k) }.join(', ')} (accepted: #{names})"
        end
        call(tool.name, given)
      end

      # One tools.call: the arguments as JSON text, the result parsed.
      def self.call(name, arguments)
        text = Surface.to_json_text("tools.call", "arguments", arguments)
        Surface.json_parse(Surface.transport("tools.call", "name" => name, "arguments" => text))
      end
    end
  end

  # GG::ALL_TOOLS, the catalogue of registered tools, read on first touch.
  # @api private
  def self.const_missing(name)
    return super unless name.to_s == "ALL_TOOLS"
    const_set(:ALL_TOOLS, Tools::Typed.catalogue)
  end
end
