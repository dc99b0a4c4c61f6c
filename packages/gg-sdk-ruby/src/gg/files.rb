# GG::Files: the agent's workspace files.

module GG
  # The agent's workspace files. Every path is relative to the workspace root
  # and confined to it.
  #
  # Grant: `read-files` for reading, listing, searching and finding;
  # `write-files` for writing, editing, moving and deleting.
  module Files
    # A window of a text file, in lines.
    class TextFile < Core::Value
      # @!attribute [r] path
      #   @return [String] the workspace-relative path.
      # @!attribute [r] content
      #   @return [String] the window's lines, with their line endings.
      # @!attribute [r] first_line
      #   @return [Integer] the 1-based number of the window's first line.
      # @!attribute [r] total_lines
      #   @return [Integer] how many lines the whole file has.
      # @!attribute [r] truncated?
      #   @return [Boolean] true when the window stops before the end of the file.
      fields :path, :content, :first_line, :total_lines, :truncated?

      # @return [Array<String>] the window's lines, without their line endings.
      def lines
        content.split(/\r?\n/)
      end
    end

    # A file that is not UTF-8 text.
    class BinaryFile < Core::Value
      # @!attribute [r] path
      #   @return [String]
      # @!attribute [r] media_type
      #   @return [String] the media type guessed from its name, like "image/png".
      # @!attribute [r] size
      #   @return [Integer] its size in bytes.
      # @!attribute [r] bytes
      #   @return [Array<Integer>] its bytes.
      fields :path, :media_type, :size, :bytes
    end

    # A binary file whose media type is an image type.
    class ImageFile < BinaryFile
    end

    # One entry of a directory.
    class DirEntry < Core::Value
      # The kinds an entry has.
      KINDS = %i[file directory symlink other].freeze
      # @!attribute [r] name
      #   @return [String]
      # @!attribute [r] kind
      #   @return [Symbol] :file, :directory, :symlink or :other.
      # @!attribute [r] size
      #   @return [Integer] bytes.
      fields :name, :kind, :size

      # @return [Boolean]
      def file?
        kind == :file
      end
      # @return [Boolean]
      def directory?
        kind == :directory
      end
      # @return [Boolean]
      def symlink?
        kind == :symlink
      end
    end

    # Where an edit replaced text.
    class EditResult < Core::Value
      # @!attribute [r] path
      #   @return [String]
      # @!attribute [r] line
      #   @return [Integer] the 1-based line where the replaced text began.
      fields :path, :line
    end

    # One matching line of a search.
    class Match < Core::Value
      # @!attribute [r] path
      #   @return [String]
      # @!attribute [r] line
      #   @return [Integer] 1-based.
      # @!attribute [r] column
      #   @return [Integer] 1-based, in characters.
      # @!attribute [r] text
      #   @return [String] the whole line, without its line ending.
      fields :path, :line, :column, :text
    end

    # What a search found; enumerable over its matches.
    class SearchResult < Core::Value
      include Enumerable
      # @!attribute [r] matches
      #   @return [Array<Match>]
      # @!attribute [r] truncated?
      #   @return [Boolean] true when the limit cut the search short.
      fields :matches, :truncated?

      # Yields each match.
      # @yieldparam match [Match]
      def each(&block)
        matches.each(&block)
      end
    end

    # Reads a file: text as a window of lines, anything else as bytes.
    # Narrow the result with `case … when TextFile`.
    #
    # @example
    #   case GG::Files.read_file("README.md", lines: 1..20)
    #   in GG::Files::TextFile => f then puts f.content
    #   in GG::Files::BinaryFile => b then puts "#{b.size} bytes of #{b.media_type}"
    #   end
    # @param path [String] workspace-relative path.
    # @param lines [Range, nil] 1-based lines to read, like 3..10 or 3..
    # @param offset [Integer, nil] 1-based line to start from (instead of lines:).
    # @param limit [Integer, nil] most lines to return (instead of lines:).
    # @return [TextFile, BinaryFile] an ImageFile for an image.
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :conflict, :io, :limit_exceeded, :unavailable
    def self.read_file(path, lines: nil, offset: nil, limit: nil)
      op = "files.read-file"
      Surface.string(op, "path", path)
      first, count = Surface.window(op, lines, offset, limit)
      c = Surface.transport(op, "path" => path, "options" => { "offset" => first, "limit" => count })
      v = c["val"]
      if c["tag"] == "text"
        TextFile.new("path" => v["path"], "content" => v["content"], "first_line" => v["first-line"],
                     "total_lines" => v["total-lines"], "truncated" => v["truncated"])
      else
        type = v["media-type"]
        klass = type.start_with?("image/") ? ImageFile : BinaryFile
        klass.new("path" => v["path"], "media_type" => type, "size" => v["size"], "bytes" => v["bytes"])
      end
    end

    # Reads a whole UTF-8 file as a String.
    # @param path [String] workspace-relative path.
    # @return [String] the file's text.
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :conflict, :io, :limit_exceeded, :unavailable
    def self.read_text_file(path)
      op = "files.read-text-file"
      Surface.string(op, "path", path)
      Surface.transport(op, "path" => path)
    end

    # Creates or replaces a file, creating parent directories; the content is
    # the second argument or the block's value.
    #
    # @example
    #   GG::Files.write_file("notes.md") { "# Notes\n" }
    # @param path [String] workspace-relative path.
    # @param content [String, nil] the whole new text (or give a block).
    # @yieldreturn [String] the whole new text.
    # @return [Integer] bytes written.
    # @raise [GG::Core::ApiError] :invalid_argument, :denied, :conflict, :io, :limit_exceeded, :unavailable
    def self.write_file(path, content = nil, &block)
      op = "files.write-file"
      Surface.string(op, "path", path)
      text = Surface.body(op, "content", content, block)
      Surface.transport(op, "path" => path, "content" => text)
    end

    # Replaces the one exact occurrence of old_text with new_text; refused
    # with :conflict when it occurs zero or several times.
    # @param path [String] workspace-relative path.
    # @param old_text [String] the exact text to replace.
    # @param new_text [String] its replacement.
    # @return [EditResult]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :conflict, :io, :limit_exceeded, :unavailable
    def self.edit_file(path, old_text, new_text)
      op = "files.edit-file"
      Surface.string(op, "path", path)
      Surface.string(op, "old_text", old_text)
      Surface.string(op, "new_text", new_text)
      r = Surface.transport(op, "path" => path, "old-text" => old_text, "new-text" => new_text)
      EditResult.new("path" => r["path"], "line" => r["line"])
    end

    # Lists a directory's entries, sorted by name.
    # @param path [String] workspace-relative directory; the root by default.
    # @return [Array<DirEntry>]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :limit_exceeded, :unavailable
    def self.list_directory(path = ".")
      op = "files.list-directory"
      Surface.string(op, "path", path)
      Surface.transport(op, "path" => path).map do |e|
        DirEntry.new("name" => e["name"], "kind" => e["kind"].to_sym, "size" => e["size"])
      end
    end

    # Searches file contents line by line, respecting .gitignore.
    #
    # @example
    #   GG::Files.search(/TODO/i, glob: "**/*.rb").each { |m| puts "#{m.path}:#{m.line}" }
    # @param pattern [Regexp, String] a regular expression; a Regexp's /i sets ignore_case.
    # @param path [String, nil] directory (or file) to search under; the root by default.
    # @param glob [String, nil] only files whose workspace-relative path matches this glob.
    # @param limit [Integer, nil] most matches (default 100, at most 10000).
    # @param ignore_case [Boolean] match case-insensitively.
    # @return [SearchResult]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :timeout, :limit_exceeded, :unavailable
    def self.search(pattern, path: nil, glob: nil, limit: nil, ignore_case: false)
      op = "files.search"
      Surface.boolean(op, "ignore_case", ignore_case)
      if pattern.is_a?(Regexp)
        ignore_case ||= pattern.casefold?
        pattern = pattern.source
      end
      Surface.string(op, "pattern", pattern)
      Surface.optional_string(op, "path", path)
      Surface.optional_string(op, "glob", glob)
      Surface.optional_count(op, "limit", limit)
      options = { "path" => path, "glob" => glob, "limit" => limit, "ignore-case" => ignore_case }
      r = Surface.transport(op, "pattern" => pattern, "options" => options)
      matches = r["matches"].map do |m|
        Match.new("path" => m["path"], "line" => m["line"], "column" => m["column"], "text" => m["text"])
      end
      SearchResult.new("matches" => matches, "truncated" => r["truncated"])
    end

    # Finds files whose workspace-relative paths match a glob, sorted.
    # @param glob [String] like "**/*.rb".
    # @param path [String, nil] directory to look under; the root by default.
    # @param limit [Integer, nil] most paths to return.
    # @return [Array<String>]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :timeout, :limit_exceeded, :unavailable
    def self.find(glob, path: nil, limit: nil)
      op = "files.find"
      Surface.string(op, "glob", glob)
      Surface.optional_string(op, "path", path)
      Surface.optional_count(op, "limit", limit)
      Surface.transport(op, "glob" => glob, "options" => { "path" => path, "limit" => limit })
    end

    # Moves or renames a file or directory; refuses to replace an existing path.
    # @param source [String]
    # @param destination [String]
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :conflict, :io, :limit_exceeded, :unavailable
    def self.move(source, destination)
      op = "files.move"
      Surface.string(op, "source", source)
      Surface.string(op, "destination", destination)
      Surface.transport(op, "source" => source, "destination" => destination)
      nil
    end

    # Deletes files, or directories with everything in them.
    # @param paths [Array<String>] one or more paths, or one Array of them.
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :limit_exceeded, :unavailable
    def self.delete(*paths)
      op = "files.delete"
      Surface.strings(op, "paths", paths).each { |p| Surface.transport(op, "path" => p) }
      nil
    end
  end
end
