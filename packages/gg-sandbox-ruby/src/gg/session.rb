# GG::Session: what the user sees, and the end of the task.

module GG
  # What the user sees, and the end of the agent's task. Always granted.
  module Session
    # Shows text to the user.
    # @param value [String]
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :limit_exceeded
    def self.text(value)
      Surface.string("session.text", "value", value)
      Surface.invoke("session", "text", [value])
      nil
    end

    # Ends the agent's task with a summary.
    # @param summary [String]
    # @return [nil]
    # @raise [GG::Core::ApiError] :invalid_argument, :conflict
    def self.finish(summary)
      Surface.string("session.finish", "summary", summary)
      Surface.invoke("session", "finish", [summary])
      nil
    end
  end
end
