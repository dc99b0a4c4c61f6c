# GG::Surface's arm-specific primitives for CRuby, under the contract
# written at the top of the Opal arm's packages/gg-sdk-ruby/src/gg/transport.rb
# (transport, json_text, json_parse, time). Every call crosses the one door
# the boot script gives GG::Surface (`door`, over ruby.wasm's `js`
# extension, whose host half is gg's wire): "<operation>\n<JSON arguments>"
# in, "ok:<JSON result>" or "err:<JSON api-error>" out. Arguments nested
# deeper than MAX_NESTING levels, or holding text that is not valid UTF-8,
# are refused with :invalid_argument before they cross: ruby.wasm's C stack
# unwinder ends the VM when JSON's generator recurses through about a
# hundred nested Hashes (CRuby proper manages thousands), and the host's
# own parser stops at 128.

module GG
  module Surface
    # The deepest arguments (Hashes and Arrays within each other) that cross.
    MAX_NESTING = 64

    # One operation of the agent surface, in wit/wire.wit's conventions.
    def self.transport(op, args)
      text, why = json_text(args)
      raise invalid(op, "arguments cannot cross to the host: #{why}") unless text

      answer = door("#{op}\n#{text}")
      return json_parse(answer.delete_prefix("ok:")) if answer.start_with?("ok:")

      e = json_parse(answer.delete_prefix("err:"))
      raise Core::ApiError.new(e["message"], operation: e["operation"], code: e["code"].tr("-", "_").to_sym)
    end

    # [text, nil], or [nil, why] naming the first value (depth first, keys
    # before their values) JSON cannot carry, or the first that nests past
    # MAX_NESTING.
    def self.json_text(value)
      stack = [[:value, value, "arguments", 0]]
      until stack.empty?
        kind, v, at, depth = stack.pop
        if kind == :key
          return [nil, "got a key that is not a String or Symbol at #{at}"] unless v.is_a?(String) || v.is_a?(Symbol)

          next
        end
        if (v.is_a?(Array) || v.is_a?(Hash)) && depth >= MAX_NESTING
          return [nil, "nested deeper than #{MAX_NESTING} levels at #{at}"]
        end

        case v
        when nil, true, false, String, Symbol, Integer then next
        when Float then return [nil, "got #{v} at #{at}"] unless v.finite?
        when Array then v.each_with_index.reverse_each { |x, i| stack << [:value, x, "#{at}[#{i}]", depth + 1] }
        when Hash
          v.to_a.reverse_each do |k, x|
            stack << [:value, x, "#{at}[#{JSON.generate(k.to_s)}]", depth + 1] if k.is_a?(String) || k.is_a?(Symbol)
            stack << [:key, k, at, depth]
          end
        else return [nil, "got a #{v.class.name} at #{at}"]
        end
      end
      [JSON.generate(value, max_nesting: false), nil]
    rescue JSON::GeneratorError, EncodingError => e
      [nil, "text that is not valid UTF-8 (#{e.message})"]
    end

    # JSON text the host returned, as Ruby (objects as Hashes with String keys).
    def self.json_parse(text)
      JSON.parse(text, max_nesting: false)
    end

    # Integer milliseconds since the Unix epoch as a Time.
    def self.time(ms)
      Time.at(ms / 1000, ms % 1000, :millisecond)
    end
  end
end
