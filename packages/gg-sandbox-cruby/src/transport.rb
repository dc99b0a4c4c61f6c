# GG::Surface's arm-specific primitives for CRuby, under the contract
# written at the top of the Opal arm's packages/gg-sandbox-ruby/src/gg/transport.rb
# (transport, json_text, json_parse, time). Every call crosses the one door
# the boot script gives GG::Surface (`door`, over ruby.wasm's `js`
# extension, whose host half is gg's wire): "<operation>\n<JSON arguments>"
# in, "ok:<JSON result>" or "err:<JSON api-error>" out. Nesting is left to
# the host's own limit (JSON's default of 100 levels is not CRuby's to set
# here), and text that is not valid UTF-8 crosses with U+FFFD in its place.

module GG
  module Surface
    # One operation of the agent surface, in wit/wire.wit's conventions.
    def self.transport(op, args)
      answer = door("#{op}\n#{JSON.generate(scrubbed(args), max_nesting: false)}")
      return json_parse(answer.delete_prefix("ok:")) if answer.start_with?("ok:")

      e = json_parse(answer.delete_prefix("err:"))
      raise Core::ApiError.new(e["message"], operation: e["operation"], code: e["code"].tr("-", "_").to_sym)
    end

    # [text, nil], or [nil, why] naming the first value (depth first, keys
    # before their values) JSON cannot carry.
    def self.json_text(value)
      stack = [[:value, value, "arguments"]]
      until stack.empty?
        kind, v, at = stack.pop
        if kind == :key
          return [nil, "got a key that is not a String or Symbol at #{at}"] unless v.is_a?(String) || v.is_a?(Symbol)

          next
        end
        case v
        when nil, true, false, String, Symbol, Integer then next
        when Float then return [nil, "got #{v} at #{at}"] unless v.finite?
        when Array then v.each_with_index.reverse_each { |x, i| stack << [:value, x, "#{at}[#{i}]"] }
        when Hash
          v.to_a.reverse_each do |k, x|
            stack << [:value, x, "#{at}[#{JSON.generate(k.to_s)}]"] if k.is_a?(String) || k.is_a?(Symbol)
            stack << [:key, k, at]
          end
        else return [nil, "got a #{v.class.name} at #{at}"]
        end
      end
      [JSON.generate(scrubbed(value), max_nesting: false), nil]
    end

    # JSON text the host returned, as Ruby (objects as Hashes with String keys).
    def self.json_parse(text)
      JSON.parse(text, max_nesting: false)
    end

    # Integer milliseconds since the Unix epoch as a Time.
    def self.time(ms)
      Time.at(ms / 1000, ms % 1000, :millisecond)
    end

    # `value` with every String (and Symbol) that is not valid UTF-8 scrubbed.
    def self.scrubbed(value)
      case value
      when String then value.valid_encoding? && value.encoding == Encoding::UTF_8 ? value : value.dup.force_encoding(Encoding::UTF_8).scrub
      when Symbol then scrubbed(value.to_s)
      when Array then value.map { |v| scrubbed(v) }
      when Hash then value.to_h { |k, v| [scrubbed(k), scrubbed(v)] }
      else value
      end
    end
  end
end
