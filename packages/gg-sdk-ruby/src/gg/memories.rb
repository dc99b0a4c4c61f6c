# GG::Memories: what the agent remembers across turns.

module GG
  # What the agent remembers across turns, searchable by relevance.
  #
  # Grant: `memories`.
  module Memories
    # A memory.
    class Memory < Core::Value
      # @!attribute [r] slug
      #   @return [String] lowercase letters, digits and "-".
      # @!attribute [r] text
      #   @return [String]
      # @!attribute [r] tags
      #   @return [Array<String>]
      # @!attribute [r] code
      #   @return [String, nil] a code module kept with the memory.
      # @!attribute [r] updated_at
      #   @return [Time]
      fields :slug, :text, :tags, :code, :updated_at
    end

    # A memory a search found, with its relevance.
    class Hit < Core::Value
      # @!attribute [r] memory
      #   @return [Memory]
      # @!attribute [r] score
      #   @return [Float] higher is more relevant.
      fields :memory, :score
    end

    # @api private
    def self.memory(m)
      Memory.new("slug" => m["slug"], "text" => m["text"], "tags" => m["tags"], "code" => m["code"],
                 "updated_at" => Surface.time(m["updated-at"]))
    end

    # Creates or replaces the memory under a slug; the text is the second
    # argument or the block's value.
    #
    # @example
    #   GG::Memories.write("build", tags: %w[ci]) { "cargo xtask test runs everything" }
    # @param slug [String] lowercase letters, digits and "-".
    # @param text [String, nil] what to remember (or give a block).
    # @param tags [Array<String>] words to find it by.
    # @param code [String, nil] a code module kept with the memory.
    # @yieldreturn [String] what to remember.
    # @return [Memory]
    # @raise [GG::Core::ApiError] :invalid_argument, :io, :limit_exceeded, :unavailable
    def self.write(slug, text = nil, tags: [], code: nil, &block)
      op = "memories.write"
      Surface.string(op, "slug", slug)
      text = Surface.body(op, "text", text, block)
      raise Surface.invalid(op, "tags must be an Array of Strings, got #{Surface.shown(tags)}") unless tags.is_a?(Array)
      Surface.strings(op, "tags", [tags])
      Surface.optional_string(op, "code", code)
      memory(Surface.transport(op, "slug" => slug, "text" => text, "tags" => tags, "code" => code))
    end

    # Reads the memory under a slug.
    # @param slug [String]
    # @return [Memory]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io, :unavailable
    def self.read(slug)
      op = "memories.read"
      Surface.string(op, "slug", slug)
      memory(Surface.transport(op, "slug" => slug))
    end

    # Deletes the memory under a slug.
    # @param slug [String]
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io, :unavailable
    def self.delete(slug)
      op = "memories.delete"
      Surface.string(op, "slug", slug)
      Surface.transport(op, "slug" => slug)
      nil
    end

    # Full-text search over slug, text and tags, most relevant first.
    # @param query [String]
    # @param limit [Integer, nil] most hits (default 10).
    # @return [Array<Hit>]
    # @raise [GG::Core::ApiError] :invalid_argument, :io, :unavailable
    def self.search(query, limit: nil)
      op = "memories.search"
      Surface.string(op, "query", query)
      Surface.optional_count(op, "limit", limit)
      hits = Surface.transport(op, "query" => query, "limit" => limit)
      hits.map { |h| Hit.new("memory" => memory(h["memory"]), "score" => h["score"]) }
    end
  end
end
