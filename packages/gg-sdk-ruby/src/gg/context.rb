# GG::Context: the thread of turns this workspace has run.

module GG
  # The thread of turns this workspace has run.
  #
  # Grant: `context`.
  module Context
    # One turn of the thread, without its program and outcome.
    class TurnSummary < Core::Value
      # @!attribute [r] number
      #   @return [Integer] 1-based.
      # @!attribute [r] lang
      #   @return [String]
      # @!attribute [r] band
      #   @return [String] how the turn ended: "completed", "runtime-error", …
      # @!attribute [r] started_at
      #   @return [Time]
      # @!attribute [r] archived?
      #   @return [Boolean]
      fields :number, :lang, :band, :started_at, :archived?
    end

    # One turn with its program and outcome.
    class Turn < Core::Value
      # @!attribute [r] summary
      #   @return [TurnSummary]
      # @!attribute [r] program
      #   @return [String] the program as the model wrote it.
      # @!attribute [r] outcome
      #   @return [Hash] the outcome, as parsed JSON.
      fields :summary, :program, :outcome
    end

    # @api private
    def self.summary(s)
      TurnSummary.new("number" => s["number"], "lang" => s["lang"], "band" => s["band"],
                      "started_at" => Surface.time(s["started-at"]), "archived" => s["archived"])
    end

    # Every turn, oldest first, archived ones included.
    # @return [Array<TurnSummary>]
    # @raise [GG::Core::ApiError] :io, :unavailable
    def self.list_turns
      Surface.transport("context.list-turns", {}).map { |s| summary(s) }
    end

    # Archives turns, given as Ranges of turn numbers or single numbers.
    #
    # @example
    #   GG::Context.archive(4..19, 30...36, 40)
    # @param ranges [Array<Range, Integer>] or one Array of them.
    # @return [Integer] how many turns changed.
    # @raise [GG::Core::ApiError] :invalid_argument, :io, :unavailable
    def self.archive(*ranges)
      op = "context.archive"
      ranges = ranges.first if ranges.length == 1 && ranges.first.is_a?(Array)
      spans = ranges.map do |r|
        case r
        when Integer
          Surface.count(op, "turn", r)
          { "first" => r, "last" => r }
        when Range
          first = r.begin
          last = r.end
          last -= 1 if last.is_a?(Integer) && r.exclude_end?
          unless first.is_a?(Integer) && last.is_a?(Integer) && first >= 1 && last >= first
            raise Surface.invalid(op, "a range of turns must be like 4..19 or 30...36, got #{r.inspect}")
          end
          { "first" => first, "last" => last }
        else
          raise Surface.invalid(op, "turns are Ranges or Integers, got #{Surface.shown(r)}")
        end
      end
      Surface.transport(op, "ranges" => spans)
    end

    # Reads one turn: its program and its outcome.
    # @param number [Integer]
    # @return [Turn]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io, :unavailable
    def self.read_turn(number)
      op = "context.read-turn"
      Surface.count(op, "number", number)
      t = Surface.transport(op, "number" => number)
      Turn.new("summary" => summary(t["summary"]), "program" => t["program"], "outcome" => Surface.json_parse(t["outcome"]))
    end
  end
end
