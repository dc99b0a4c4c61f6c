# GG::Surface's arm-specific primitives, for the Opal arm: the one crossing
# into the host and the few conversions Ruby alone cannot do the same way
# in every arm. The only file of the SDK that runs JavaScript; every other
# file of src/gg/ is plain Ruby, shared with the CRuby arm, which supplies a
# transport.rb of its own with the same four methods under the same
# contract:
#
# GG::Surface.transport(op, args) -> Object
#   Runs one operation of the agent surface.
#   * op: the operation's stable key, a value of GG::Surface::REGISTRY
#     ("files.read-file").
#   * args: a Hash with String keys: the operation's WIT parameter names
#     (kebab-case, as in wit/*.wit, in WIT parameter order), values in
#     wit/wire.wit's conventions: a record is a Hash with its WIT field names
#     as String keys, an `option` is the value or nil, an enum is its WIT case
#     name as a String ("doing"), a variant is {"tag" => case} or
#     {"tag" => case, "val" => payload}, numbers are Integers, a list<u8> an
#     Array of Integers, a tuple an Array.
#   * returns: the operation's WIT result in the same conventions, exactly as
#     crates/gg-sandbox/src/wire.rs encodes it: record keys kebab-case
#     ("first-line"; tools.list's "outputSchema" as wire.rs writes it), nil
#     for none and for a `result<_, …>`'s ok, u64 as an Integer,
#     tools.parallel's results as {"tag" => "ok", "val" => text} or
#     {"tag" => "err", "val" => {"operation", "code" (kebab-case), "message"}}.
#   * failure: raises GG::Core::ApiError (the host's message, operation:
#     the key, code: a snake_case Symbol such as :not_found).
#   (CRuby: JSON.parse(door(op, JSON.generate(args))).)
#
# GG::Surface.json_text(value) -> [String, nil] or [nil, String]
#   A Ruby value as JSON text, as tool arguments cross: [text, nil] when it
#   is JSON-shaped (Hash with String or Symbol keys, Array, String, Symbol,
#   Integer, finite Float, true, false, nil; a lone surrogate as U+FFFD);
#   otherwise [nil, why], why naming the first value that is not, depth
#   first, by its path from `arguments`: `got NaN at arguments["a"]`,
#   `got a Range at arguments["r"][0]`, `got a key that is not a String or
#   Symbol at arguments`.
#
# GG::Surface.json_parse(text) -> Object
#   JSON text the host returned (a tool's result, a schema, a turn's
#   outcome) as Ruby: objects as Hashes with String keys, arrays as Arrays,
#   null as nil.
#
# GG::Surface.time(ms) -> Time
#   An Integer of milliseconds since the Unix epoch as a Time.

module GG
  module Surface
    # Runs one operation through the membrane's wire-shaped crossing
    # (guest/membrane.js `wire`, onto the typed import).
    def self.transport(op, args)
      r = `Opal.gg_membrane.wire(#{op}, #{args})`
      error = `#{r}.error`
      unless `#{error} === undefined`
        code = `#{error}.code.replace(/-/g, '_')`.to_sym
        raise Core::ApiError.new(`#{error}.message`, operation: `#{error}.operation`, code: code)
      end
      `#{r}.value`
    end

    # A Ruby value as JSON text, or why it is not JSON-shaped.
    def self.json_text(value)
      text = `Opal.gg_membrane.toJson(#{value})`
      text.start_with?("!") ? [nil, text[1..]] : [text, nil]
    end

    # JSON text as Ruby: objects as Hashes.
    def self.json_parse(text)
      `Opal.gg_membrane.toRuby(JSON.parse(#{text}))`
    end

    # Milliseconds since the Unix epoch as a Time.
    def self.time(ms)
      Time.at(`Number(#{ms})` / 1000.0)
    end
  end
end
