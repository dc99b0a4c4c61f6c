# GG::Scope: puts every module function of the surface behind a forwarder
# that checks its arguments as CRuby would.
#
# Opal lowers keyword arguments to a trailing Hash and ignores keys the
# target does not declare, so `GG::Tasks.add("x", stauts: :done)` would
# otherwise add a task with the default status. The forwarder counts the
# positional arguments and refuses an unknown keyword (or a missing required
# one) with an ArgumentError naming the accepted set. Under CRuby the same
# checks run first, with the same messages.

module GG
  # Seals the surface's module functions behind argument-checking forwarders.
  # @api private
  module Scope
    # Seals every function `registry` names ("GG::Files.read_file" => op).
    def self.seal(registry)
      registry.each_key do |qualified|
        owner_name, name = qualified.split(".")
        owner = owner_name.split("::").inject(Object) { |m, c| m.const_get(c) }
        forward(owner, name)
      end
    end

    # Replaces `owner.name` with a forwarder to the original.
    def self.forward(owner, name)
      target = owner.method(name)
      params = target.parameters
      required = params.count { |kind, _| kind == :req }
      optional = params.count { |kind, _| kind == :opt }
      splat = params.any? { |kind, _| kind == :rest }
      keys = params.select { |kind, _| kind == :key || kind == :keyreq }.map { |_, n| n.to_sym }
      needed = params.select { |kind, _| kind == :keyreq }.map { |_, n| n.to_sym }
      any_key = params.any? { |kind, _| kind == :keyrest }
      takes_keywords = any_key || !keys.empty?
      label = "#{owner.name}.#{name}"
      forwarder = proc do |*args, &block|
        keywords = takes_keywords && args.last.is_a?(Hash) ? args.last : nil
        positional = keywords ? args.length - 1 : args.length
        if positional < required || (!splat && positional > required + optional)
          expected = if splat then "#{required}+"
                     elsif optional.zero? then required.to_s
                     else "#{required}..#{required + optional}"
                     end
          raise ArgumentError, "wrong number of arguments calling #{label} (given #{positional}, expected #{expected})"
        end
        if keywords && !any_key
          unknown = keywords.keys.map(&:to_sym) - keys
          unless unknown.empty?
            accepted = keys.empty? ? "none" : keys.map { |k| ":#{k}" }.join(", ")
            word = unknown.length == 1 ? "keyword" : "keywords"
            raise ArgumentError,
                  "unknown #{word} calling #{label}: #{unknown.map { |k| ":#{k}" }.join(', ')} (accepted: #{accepted})"
          end
        end
        missing = needed - (keywords ? keywords.keys.map(&:to_sym) : [])
        unless missing.empty?
          word = missing.length == 1 ? "keyword" : "keywords"
          raise ArgumentError, "missing #{word} calling #{label}: #{missing.map { |k| ":#{k}" }.join(', ')}"
        end
        target.call(*args, &block)
      end
      # CRuby hands the forwarder a call's keywords as a trailing Hash, and
      # passes that Hash on as keywords only when the forwarder is marked so
      # (Opal already passes keywords as a trailing Hash, and has no mark).
      forwarder.ruby2_keywords if forwarder.respond_to?(:ruby2_keywords)
      owner.define_singleton_method(name, &forwarder)
    end
  end
end
