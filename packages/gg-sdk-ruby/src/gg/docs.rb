# GG::Docs: this SDK's own catalogue.

module GG
  # This SDK's own catalogue: search it, open an entry as a view. Always granted.
  module Docs
    # The kinds an entry has.
    KINDS = %i[module function type].freeze

    # An entry a search found.
    class Hit < Core::Value
      # @!attribute [r] key
      #   @return [String] like "GG::Files.read_file".
      # @!attribute [r] kind
      #   @return [Symbol] :module, :function or :type.
      # @!attribute [r] brief
      #   @return [String]
      # @!attribute [r] score
      #   @return [Float]
      fields :key, :kind, :brief, :score
    end

    # Searches the catalogue, best first.
    # @param query [String]
    # @param limit [Integer, nil] most hits (default 10).
    # @return [Array<Hit>]
    # @raise [GG::Core::ApiError] :invalid_argument
    def self.search(query, limit: nil)
      op = "docs.search"
      Surface.string(op, "query", query)
      Surface.optional_count(op, "limit", limit)
      Surface.transport(op, "query" => query, "limit" => limit).map do |h|
        Hit.new("key" => h["key"], "kind" => h["kind"].to_sym, "brief" => h["brief"], "score" => h["score"])
      end
    end

    # Opens an entry's whole documentation as a view.
    # @param key [String] like "GG::Files.read_file".
    # @return [Integer] the view's id.
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found
    def self.open(key)
      op = "docs.open"
      Surface.string(op, "key", key)
      Surface.transport(op, "key" => key)
    end
  end
end
