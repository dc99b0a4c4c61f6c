# GG::Session: what the user sees, and the end of the task.

module GG
  # What the user sees, and the end of the agent's task. Always granted.
  module Session
    # Shows text to the user.
    # @param value [String]
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :limit_exceeded
    def self.text(value)
      op = "session.text"
      Surface.string(op, "value", value)
      Surface.transport(op, "value" => value)
      nil
    end

    # Ends the agent's task with a summary, and the program with it: the
    # program completes here, as `exit` ends it (`ensure` and `at_exit`
    # blocks run).
    # @param summary [String]
    # @return [void] it does not return
    # @raise [GG::Core::ApiError] :invalid_argument, :conflict
    # @raise [SystemExit] once the finish is recorded
    def self.finish(summary)
      op = "session.finish"
      Surface.string(op, "summary", summary)
      Surface.transport(op, "summary" => summary)
      ::Kernel.exit(true)
    end
  end
end
