# GG::Tools: tools the embedding host registered, as typed methods, by
# name, and in parallel batches; GG::ALL_TOOLS, the catalogue.
#
# Nothing here calls the host when `require "gg"` runs: the catalogue is read
# (one tools.list call) the first time a program calls a typed method, asks
# respond_to? about one or touches GG::ALL_TOOLS, and kept for the rest of
# the program.

module GG
  # Tools the embedding host registered, each a method of this module
  # named after the tool (snake_case) that takes its arguments as keywords.
  #
  #   GG::Tools.weather(city: "Lisbon") # => {"sky" => "sunny", ...}
  #
  # The keywords are checked before the call leaves the program, as Ruby
  # checks a method's: `missing keyword: :city`, `unknown keyword: :cty
  # (accepted: :city)` (ArgumentError); a tool that is not registered is a
  # NoMethodError. The host then checks the values against the tool's JSON
  # Schema. A result is parsed JSON: Hashes with String keys, Arrays,
  # Strings, Numerics, true, false, nil.
  #
  # `GG::Tools.call("weather", city: "Lisbon")` calls a tool whose name is
  # only known at run time (the host alone checks its arguments);
  # `GG::Tools.parallel` runs several calls at once; `GG::ALL_TOOLS` is the
  # catalogue, an Array of frozen {Tool}s. The catalogue is read from the
  # host once per program, the first time it is needed. A tool whose name is
  # already a method of every module (`name`, `freeze`, `list`, `call`,
  # `parallel`, …) is reached with `GG::Tools.call`.
  #
  # Grant: `tools`.
  module Tools
    # A registered tool: its name, its description and the JSON Schema of
    # its arguments. The Tools of GG::ALL_TOOLS are frozen, their schemas
    # too. Also read Hash-style: `tool[:name]`, `tool["schema"]`.
    class Tool < Core::Value
      # @!attribute [r] name
      #   @return [String]
      # @!attribute [r] description
      #   @return [String]
      # @!attribute [r] schema
      #   @return [Hash] the JSON Schema of its arguments.
      fields :name, :description, :schema

      # One field, Hash-style.
      # @param key [Symbol, String] :name, :description or :schema.
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
    # its schema by the host. A typed method (`GG::Tools.weather(city: …)`)
    # is the same call with its keywords checked first; this form is for a
    # name known only at run time.
    #
    # @example
    #   GG::Tools.call("weather", city: "Oslo")
    # @param name [String]
    # @param arguments [Hash] JSON-shaped values.
    # @return [Object] the tool's result, as parsed JSON (Hashes, Arrays, Strings, Numerics).
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :timeout, :io, :unavailable
    def self.call(name, **arguments)
      Surface.string("tools.call", "name", name)
      Typed.call(name, arguments)
    end

    # Calls several tools at once and returns their results in call order.
    # Each call is a `[name, arguments]` pair (the name a String or Symbol,
    # the arguments a Hash, checked by the host against the tool's schema);
    # the pairs are given as arguments or as one Array. The handlers run
    # concurrently, so eight calls of 50 ms take about 50 ms, not 400.
    #
    # Failures: every call runs to its end, whatever the others do. When
    # one or more failed, `parallel` raises the GG::Core::ApiError of the
    # first failed call in call order, its message prefixed with
    # `call <index> (<name>): ` and its `index` the call's (0-based); the
    # other results are dropped. A batch refused as a whole (no `tools`
    # grant, more than 64 calls) raises as any call does, with no `index`.
    #
    # @example
    #   lisbon, porto = GG::Tools.parallel([:weather, {city: "Lisbon"}], [:weather, {city: "Porto"}])
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
        `({ name: #{name}, arguments: #{text} })`
      end
      results = Surface.invoke("tools", "parallel", [batch])
      results = `Array.from(#{results})`
      results.each_with_index do |r, i|
        next unless `#{r}.tag === 'err'`
        e = `#{r}.val`
        raise Core::ApiError.new("call #{i} (#{names[i]}): #{`#{e}.message`}", operation: `#{e}.operation`,
                                                                               code: `#{e}.code.replace(/-/g, '_')`, index: i)
      end
      results.map { |r| Surface.from_js(`JSON.parse(#{r}.val)`) }
    end

    # A typed tool method: `GG::Tools.weather(city: "Lisbon")`.
    # @api private
    def self.method_missing(name, *args, &block)
      tool = Typed.named(name.to_s)
      raise NoMethodError.new("undefined method `#{name}' for GG::Tools:Module", name) unless tool
      Typed.typed_call(tool, args)
    end

    # True for a registered tool's method name.
    # @api private
    def self.respond_to_missing?(name, include_private = false)
      !Typed.named(name.to_s).nil?
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

      # The host's catalogue as plain values: [name, description, schema text] triples.
      def self.read
        list = Surface.invoke("tools", "list", [])
        `Array.from(#{list})`.map { |t| [`#{t}.name`, `#{t}.description`, `#{t}.schema`] }
      end

      # Tools out of read's triples.
      def self.tools(raw)
        raw.map do |name, description, schema|
          Tool.new("name" => name, "description" => description, "schema" => Surface.from_js(`JSON.parse(#{schema})`))
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
        when Tool then frozen(value.schema)
        end
        value.freeze
      end

      # `getWeather`, `get-weather` as a method name: `get_weather`.
      def self.snake(name)
        name.gsub(/([a-z0-9])([A-Z])/) { "#{$1}_#{$2}" }.gsub(/[^A-Za-z0-9_]/, "_").downcase
      end

      # The tool a method name stands for, or nil; reads the catalogue.
      def self.named(name)
        return nil if CONVERSIONS.include?(name) || !name.match?(/\A[A-Za-z_][A-Za-z0-9_]*\z/)
        tools = catalogue
        tools.find { |t| t.name == name } || tools.find { |t| snake(t.name) == name }
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
        result = Surface.invoke("tools", "call", [name, text])
        Surface.from_js(`JSON.parse(#{result})`)
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
