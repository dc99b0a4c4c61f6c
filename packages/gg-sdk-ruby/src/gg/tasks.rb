# GG::Tasks: the agent's task list.

module GG
  # The agent's task list, kept in the workspace's state database.
  #
  # Grant: `tasks`.
  module Tasks
    # The statuses a task has.
    STATUSES = %i[todo doing done blocked].freeze

    # A task.
    class Task < Core::Value
      # @!attribute [r] id
      #   @return [Integer]
      # @!attribute [r] title
      #   @return [String]
      # @!attribute [r] status
      #   @return [Symbol] :todo, :doing, :done or :blocked.
      # @!attribute [r] notes
      #   @return [String, nil]
      # @!attribute [r] created_at
      #   @return [Time]
      # @!attribute [r] updated_at
      #   @return [Time]
      fields :id, :title, :status, :notes, :created_at, :updated_at

      # @return [Boolean] true when the status is :done.
      def done?
        status == :done
      end
    end

    # A default that means "leave this field as it is".
    # @api private
    KEEP = Object.new.freeze

    # @api private
    def self.task(t)
      Task.new("id" => t["id"], "title" => t["title"], "status" => t["status"].to_sym, "notes" => t["notes"],
               "created_at" => Surface.time(t["created-at"]), "updated_at" => Surface.time(t["updated-at"]))
    end

    # Adds a task; returns it with its new id.
    # @param title [String] what the task is.
    # @param notes [String, nil] notes kept with it.
    # @param status [Symbol] :todo (the default), :doing, :done or :blocked.
    # @return [Task]
    # @raise [GG::Core::ApiError] :invalid_argument, :io, :limit_exceeded, :unavailable
    def self.add(title, notes: nil, status: :todo)
      op = "tasks.add"
      Surface.string(op, "title", title)
      Surface.optional_string(op, "notes", notes)
      status = Surface.choice(op, "status", status, STATUSES)
      task(Surface.transport(op, "title" => title, "notes" => notes, "status" => status.to_s))
    end

    # Changes a task; a keyword left out keeps its field, and notes: nil clears the notes.
    #
    # @example
    #   GG::Tasks.update(3, status: :done)
    # @param id [Integer, Task]
    # @param title [String] a new title (a title cannot be cleared).
    # @param status [Symbol] a new status.
    # @param notes [String, nil] new notes; nil clears them.
    # @return [Task] the task as changed.
    # @raise [GG::Core::ApiError] :invalid_argument, :not_found, :io, :limit_exceeded, :unavailable
    def self.update(id, title: KEEP, status: KEEP, notes: KEEP)
      op = "tasks.update"
      id = id.id if id.is_a?(Task)
      Surface.count(op, "id", id)
      title = KEEP.equal?(title) ? nil : Surface.string(op, "title", title)
      status = KEEP.equal?(status) ? nil : Surface.choice(op, "status", status, STATUSES)
      patch = if KEEP.equal?(notes) then { "tag" => "keep" }
              elsif notes.nil? then { "tag" => "clear" }
              else { "tag" => "set", "val" => Surface.string(op, "notes", notes) }
              end
      status = status.to_s unless status.nil?
      task(Surface.transport(op, "id" => id, "patch" => { "title" => title, "status" => status, "notes" => patch }))
    end

    # Lists tasks, optionally only those with one status.
    # @param status [Symbol, nil] only tasks with this status; all by default.
    # @return [Array<Task>]
    # @raise [GG::Core::ApiError] :invalid_argument, :io, :limit_exceeded, :unavailable
    def self.list(status: nil)
      op = "tasks.list"
      status = Surface.choice(op, "status", status, STATUSES).to_s unless status.nil?
      Surface.transport(op, "status" => status).map { |t| task(t) }
    end
  end
end
