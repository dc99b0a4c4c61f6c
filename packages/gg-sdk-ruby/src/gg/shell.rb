# GG::Shell: commands in the workspace.

module GG
  # Commands in the workspace, run with /bin/sh -c. Off unless granted.
  #
  # Grant: `shell`.
  module Shell
    # How a command ended and what it wrote.
    class Result < Core::Value
      # @!attribute [r] exit_code
      #   @return [Integer, nil] nil when a signal ended the process.
      # @!attribute [r] signal
      #   @return [Integer, nil] the signal that ended the process, if one did.
      # @!attribute [r] stdout
      #   @return [String]
      # @!attribute [r] stderr
      #   @return [String]
      # @!attribute [r] stdout_dropped
      #   @return [Integer] bytes of output past the capture cap.
      # @!attribute [r] stderr_dropped
      #   @return [Integer]
      # @!attribute [r] timed_out?
      #   @return [Boolean] true when the timeout killed the process group.
      # @!attribute [r] duration_ms
      #   @return [Integer]
      fields :exit_code, :signal, :stdout, :stderr, :stdout_dropped, :stderr_dropped, :timed_out?, :duration_ms

      # @return [Boolean] true when the command exited with status 0.
      def success?
        exit_code == 0
      end
    end

    # Runs a command in the workspace; a process that ran is a result whatever
    # its exit status. Several arguments are quoted for the shell and joined.
    #
    # @example
    #   r = GG::Shell.run("ls", "-la", timeout: 10)
    #   puts r.stdout if r.success?
    # @param command [Array<String>] a command line, or a program and its arguments.
    # @param timeout [Integer, nil] seconds before the process group is killed (default 120, at most 600).
    # @param env [Hash{String => String}] variables beyond PATH, HOME, LANG and TERM.
    # @param cwd [String, nil] workspace-relative directory; the root by default.
    # @param stdin [String, nil] text written to the command's standard input.
    # @return [Result]
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :denied, :io, :limit_exceeded, :unavailable
    def self.run(*command, timeout: nil, env: {}, cwd: nil, stdin: nil)
      op = "shell.run"
      words = Surface.strings(op, "command", command)
      raise Surface.invalid(op, "give a command") if words.empty?
      line = words.length == 1 ? words.first : words.map { |w| quote(w) }.join(" ")
      Surface.optional_count(op, "timeout", timeout)
      Surface.optional_string(op, "cwd", cwd)
      Surface.optional_string(op, "stdin", stdin)
      raise Surface.invalid(op, "env must be a Hash of Strings, got #{Surface.shown(env)}") unless env.is_a?(Hash)
      pairs = env.map do |k, v|
        unless k.is_a?(String) && v.is_a?(String)
          raise Surface.invalid(op, "env must be a Hash of Strings, got #{Surface.shown(v)} for #{k.inspect}")
        end
        [k, v]
      end
      options = { "timeout-seconds" => timeout, "env" => pairs, "cwd" => cwd, "stdin" => stdin }
      r = Surface.transport(op, "command" => line, "options" => options)
      Result.new(
        "exit_code" => r["exit-code"], "signal" => r["signal"],
        "stdout" => r["stdout"], "stderr" => r["stderr"],
        "stdout_dropped" => r["stdout-dropped"], "stderr_dropped" => r["stderr-dropped"],
        "timed_out" => r["timed-out"], "duration_ms" => r["duration-ms"]
      )
    end

    # @api private
    def self.quote(word)
      return word if word.match?(%r{\A[A-Za-z0-9_./=:,+-]+\z})
      "'" + word.gsub("'", "'\\\\''") + "'"
    end
  end
end
