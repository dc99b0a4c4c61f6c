# GG::Views: what the model is shown at the start of its next turn.

module GG
  # What the model is shown at the start of its next turn. Always granted.
  module Views
    # An open view.
    class View < Core::Value
      # @!attribute [r] id
      #   @return [Integer]
      # @!attribute [r] label
      #   @return [String]
      # @!attribute [r] body
      #   @return [String] the text shown; for a file view, the window as read at open.
      # @!attribute [r] path
      #   @return [String, nil] the file a file view shows.
      fields :id, :label, :body, :path
    end

    # @api private
    def self.view(v)
      View.new("id" => v["id"], "label" => v["label"], "body" => v["body"], "path" => v["path"])
    end

    # Opens a text under a label; the body is the second argument or the block's value.
    #
    # @example
    #   GG::Views.open_text("plan") { "1. read\n2. fix\n" }
    # @param label [String]
    # @param body [String, nil] the text (or give a block).
    # @yieldreturn [String] the text.
    # @return [View]
    # @raise [GG::Core::ApiError] :invalid_argument, :limit_exceeded, :io
    def self.open_text(label, body = nil, &block)
      op = "views.open-text"
      Surface.string(op, "label", label)
      text = Surface.body(op, "body", body, block)
      view(Surface.transport(op, "label" => label, "body" => text))
    end

    # Opens a window of a workspace file.
    # @param path [String] workspace-relative path.
    # @param lines [Range, nil] 1-based lines to show, like 1..40.
    # @param offset [Integer, nil] 1-based first line (instead of lines:).
    # @param limit [Integer, nil] most lines (instead of lines:).
    # @return [View]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :limit_exceeded, :unavailable
    def self.open_file(path, lines: nil, offset: nil, limit: nil)
      op = "views.open-file"
      Surface.string(op, "path", path)
      first, count = Surface.window(op, lines, offset, limit)
      view(Surface.transport(op, "path" => path, "offset" => first, "limit" => count))
    end

    # Closes open views.
    # @param views [Array<View, Integer>] views or their ids, or one Array of them.
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io
    def self.close(*views)
      op = "views.close"
      views = views.first if views.length == 1 && views.first.is_a?(Array)
      views.each do |v|
        id = v.is_a?(View) ? v.id : Surface.count(op, "id", v)
        Surface.transport(op, "id" => id)
      end
      nil
    end

    # The views open now, oldest first.
    # @return [Array<View>]
    # @raise [GG::Core::ApiError] :io
    def self.list
      Surface.transport("views.list", {}).map { |v| view(v) }
    end
  end
end
