# GG::Surface: operation identity and the argument checks every call shares.
#
# REGISTRY names every module function of the surface and the operation key
# the host knows it by; GG::Scope seals exactly these, and the catalogue
# (signatures.sh) reads them for operation identity. The helpers below
# validate arguments by hand (Opal has one String for Symbols and strings,
# one Number for Integer and Float). Plain Ruby, shared by every arm: the
# crossing itself, GG::Surface.transport, and the few primitives that differ
# by arm (json_text, json_parse, time) are the arm's own gg/transport.rb,
# whose header states their contract.

module GG
  # Operation identity and the crossing into the host. Not for programs.
  # @api private
  module Surface
    # Every module function of the surface, with its operation key.
    REGISTRY = {
      "GG::Files.read_file" => "files.read-file",
      "GG::Files.read_text_file" => "files.read-text-file",
      "GG::Files.write_file" => "files.write-file",
      "GG::Files.edit_file" => "files.edit-file",
      "GG::Files.list_directory" => "files.list-directory",
      "GG::Files.search" => "files.search",
      "GG::Files.find" => "files.find",
      "GG::Files.move" => "files.move",
      "GG::Files.delete" => "files.delete",
      "GG::Views.open_text" => "views.open-text",
      "GG::Views.open_file" => "views.open-file",
      "GG::Views.close" => "views.close",
      "GG::Views.list" => "views.list",
      "GG::Shell.run" => "shell.run",
      "GG::Tasks.add" => "tasks.add",
      "GG::Tasks.update" => "tasks.update",
      "GG::Tasks.list" => "tasks.list",
      "GG::Memories.write" => "memories.write",
      "GG::Memories.read" => "memories.read",
      "GG::Memories.delete" => "memories.delete",
      "GG::Memories.search" => "memories.search",
      "GG::Context.list_turns" => "context.list-turns",
      "GG::Context.archive" => "context.archive",
      "GG::Context.read_turn" => "context.read-turn",
      "GG::Skills.list" => "skills.list",
      "GG::Skills.use" => "skills.use",
      "GG::Docs.search" => "docs.search",
      "GG::Docs.open" => "docs.open",
      "GG::Session.text" => "session.text",
      "GG::Session.finish" => "session.finish",
      "GG::Tools.list" => "tools.list",
      "GG::Tools.call" => "tools.call",
      "GG::Tools.parallel" => "tools.parallel",
    }.freeze

    # An ApiError with code :invalid_argument.
    def self.invalid(op, message)
      Core::ApiError.new(message, operation: op, code: :invalid_argument)
    end

    # @return [String] how a value is named in a refusal.
    def self.shown(value)
      # Numeric first: under Opal `nil === 1.5` is true.
      case value
      when Numeric then value.to_s
      when nil then "nil"
      when true, false then value.to_s
      when String then value.inspect
      else "a #{value.class}"
      end
    end

    def self.string(op, name, value)
      raise invalid(op, "#{name} must be a String, got #{shown(value)}") unless value.is_a?(String)
      value
    end

    def self.optional_string(op, name, value)
      value.nil? ? nil : string(op, name, value)
    end

    # The largest Integer the membrane carries intact as a u32 (2**31 - 1):
    # its u32 lowering corrupts 2**31 and above (2147483648 arrives as 0).
    COUNT_MAX = 0x7fff_ffff

    def self.count(op, name, value)
      unless value.is_a?(Integer) && value >= 0
        raise invalid(op, "#{name} must be a non-negative Integer, got #{shown(value)}")
      end
      raise invalid(op, "#{name} must be at most #{COUNT_MAX}, got #{shown(value)}") if value > COUNT_MAX
      value
    end

    def self.optional_count(op, name, value)
      value.nil? ? nil : count(op, name, value)
    end

    def self.boolean(op, name, value)
      raise invalid(op, "#{name} must be true or false, got #{shown(value)}") unless value == true || value == false
      value
    end

    # A fixed choice: a Symbol out of `accepted`, refused naming all of them.
    def self.choice(op, name, value, accepted)
      return value.to_sym if (value.is_a?(String) || value.is_a?(Symbol)) && accepted.include?(value.to_sym)
      got = value.is_a?(String) || value.is_a?(Symbol) ? ":#{value}" : shown(value)
      raise invalid(op, "#{name} must be one of #{accepted.map { |s| ":#{s}" }.join(', ')}, got #{got}")
    end

    # A list of strings, given as a splat or as one Array.
    def self.strings(op, name, values)
      values = values.first if values.length == 1 && values.first.is_a?(Array)
      values.each_with_index do |v, i|
        raise invalid(op, "#{name} must be Strings, got #{shown(v)} at #{i}") unless v.is_a?(String)
      end
      values
    end

    # The `offset:`/`limit:` window of a read, or a Range of 1-based lines.
    def self.window(op, lines, offset, limit)
      if lines.nil?
        return [optional_count(op, "offset", offset), optional_count(op, "limit", limit)]
      end
      raise invalid(op, "give lines: or offset:/limit:, not both") unless offset.nil? && limit.nil?
      unless lines.is_a?(Range) && lines.begin.is_a?(Integer) && lines.begin >= 1 &&
             (lines.end.nil? || lines.end.is_a?(Integer))
        raise invalid(op, "lines must be a Range of 1-based line numbers, like 3..10 or 3.., got #{shown(lines)}")
      end
      return [lines.begin, nil] if lines.end.nil?
      last = lines.exclude_end? ? lines.end - 1 : lines.end
      [lines.begin, [last - lines.begin + 1, 0].max]
    end

    # The text a call takes as its last argument or as a block.
    def self.body(op, name, value, block)
      raise invalid(op, "give #{name} as an argument or as a block, not both") if block && !value.nil?
      value = block.call if block
      string(op, name, value)
    end

    # A Ruby value as JSON text, refusing what JSON cannot carry.
    def self.to_json_text(op, name, value)
      text, why = json_text(value)
      raise invalid(op, "#{name} must be JSON-shaped (Hash, Array, String, Numeric, true, false, nil); #{why}") unless why.nil?
      text
    end
  end
end
