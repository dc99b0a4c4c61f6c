# GG::Tools: tools the embedding host registered.

module GG
  # Tools the embedding host registered, called with keyword arguments.
  #
  # Grant: `tools`.
  module Tools
    # A registered tool.
    class Tool < Core::Value
      # @!attribute [r] name
      #   @return [String]
      # @!attribute [r] description
      #   @return [String]
      # @!attribute [r] schema
      #   @return [Hash] the JSON Schema of its arguments.
      fields :name, :description, :schema
    end

    # The tools there are.
    # @return [Array<Tool>]
    # @raise [GG::Core::ApiError] :io, :unavailable
    def self.list
      list = Surface.invoke("tools", "list", [])
      `Array.from(#{list})`.map do |t|
        Tool.new("name" => `#{t}.name`, "description" => `#{t}.description`,
                 "schema" => Surface.from_js(`JSON.parse(#{t}.schema)`))
      end
    end

    # Calls a tool; its arguments are the keywords, checked against its schema by the host.
    #
    # @example
    #   GG::Tools.call("weather", city: "Oslo")
    # @param name [String]
    # @param arguments [Hash] JSON-shaped values.
    # @return [Object] the tool's result, as parsed JSON (Hashes, Arrays, Strings, Numerics).
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :timeout, :io, :unavailable
    def self.call(name, **arguments)
      op = "tools.call"
      Surface.string(op, "name", name)
      text = Surface.to_json_text(op, "arguments", arguments)
      result = Surface.invoke("tools", "call", [name, text])
      Surface.from_js(`JSON.parse(#{result})`)
    end
  end
end
