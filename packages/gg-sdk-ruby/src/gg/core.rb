# GG::Core: the types every module of the surface shares. It declares no
# functions.

# The agent surface a program reaches with `require "gg"`.
module GG
  # Types every module of the surface shares: the error every call raises
  # and the base of every result. No functions.
  module Core
    # A refused or failed call to the agent surface. Every module function
    # raises it; rescue it to recover.
    #
    # @example
    #   begin
    #     GG::Files.read_text_file("missing.txt")
    #   rescue GG::Core::ApiError => e
    #     e.code # => :not_found
    #   end
    class ApiError < StandardError
      # The codes an error carries.
      CODES = %i[unavailable invalid_argument not_found conflict timeout io limit_exceeded denied].freeze

      # @return [Symbol] why the call failed: one of :unavailable,
      #   :invalid_argument, :not_found, :conflict, :timeout, :io,
      #   :limit_exceeded, :denied.
      attr_reader :code
      # @return [String] the operation's stable key, for example
      #   "files.read-text-file".
      attr_reader :operation
      # @return [Integer, nil] which call of a GG::Tools.parallel batch
      #   failed (0-based); nil for any other failure.
      attr_reader :index

      # @param message [String] what went wrong.
      # @param operation [String] the operation's stable key.
      # @param code [Symbol] one of {CODES}.
      # @param index [Integer, nil] the failed call of a parallel batch.
      def initialize(message = "call failed", operation: "", code: :io, index: nil)
        super(message)
        @operation = operation
        @code = code
        @index = index
      end
    end

    # The base of every result the surface returns: a value object with
    # readers, `==`, `hash`, `to_h`, `inspect` and `deconstruct_keys`, so two
    # reads of one file compare equal and `case … in` destructures one.
    class Value
      # Declares the fields of a value class; a name ending in `?` is a
      # boolean read as `name?`.
      # @api private
      def self.fields(*names)
        @gg_fields = names.map { |n| n.to_s.chomp("?") }
        names.each do |n|
          key = n.to_s.chomp("?")
          define_method(n) { @gg_values[key] }
        end
      end

      # @api private
      def self.field_names
        @gg_fields || (superclass.respond_to?(:field_names) ? superclass.field_names : [])
      end

      # @api private
      def initialize(values)
        @gg_values = {}
        self.class.field_names.each { |k| @gg_values[k] = values[k] }
      end

      # @return [Hash{Symbol => Object}] the fields, in declaration order.
      def to_h
        h = {}
        self.class.field_names.each { |k| h[k.to_sym] = @gg_values[k] }
        h
      end

      # @return [Hash{Symbol => Object}] the fields `keys` names (all when nil).
      def deconstruct_keys(keys)
        h = to_h
        keys.nil? ? h : h.slice(*keys)
      end

      # @return [Boolean] true when `other` is a value of the same class with equal fields.
      def ==(other)
        other.class == self.class && other.to_h == to_h
      end
      alias eql? ==

      # @return [Integer]
      def hash
        [self.class.name, to_h].hash
      end

      # @return [String]
      def inspect
        body = self.class.field_names.map { |k| "#{k}=#{@gg_values[k].inspect}" }.join(", ")
        "#<#{self.class.name} #{body}>"
      end
      alias to_s inspect
    end
  end
end
