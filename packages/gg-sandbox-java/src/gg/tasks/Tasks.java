package gg.tasks;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The agent's task list, kept in the workspace's state database across turns.
 *
 * <p>Grant: {@code tasks}.
 */
public final class Tasks {
    private Tasks() {
    }

    /** Where a task stands. */
    public enum Status {
        /** Not started. */
        TODO("todo"),
        /** Being worked on. */
        DOING("doing"),
        /** Finished. */
        DONE("done"),
        /** Waiting on something else. */
        BLOCKED("blocked");

        private final String wireName;

        Status(String wireName) {
            this.wireName = wireName;
        }

        /**
         * Returns the status as the wire spells it.
         *
         * @return the wire spelling, for example {@code "todo"}
         */
        public String wireName() {
            return wireName;
        }
    }

    /**
     * A task.
     *
     * @param id the task's id, which {@link Tasks#update(int, TaskPatch)} takes
     * @param title what the task is
     * @param status where it stands
     * @param notes the notes kept with it, if any
     * @param createdAt when it was added, in milliseconds since the Unix epoch
     * @param updatedAt when it last changed, in milliseconds since the Unix epoch
     */
    public record Task(int id, String title, Status status, Optional<String> notes, long createdAt, long updatedAt) {
    }

    /**
     * The optional settings of {@link Tasks#add(String, AddOptions)}; each
     * setter returns this builder.
     */
    public static final class AddOptions {
        private String notes;
        private Status status;

        /** Creates options with no notes and the host's starting status, {@code TODO}. */
        public AddOptions() {
        }

        /**
         * Keeps notes with the new task.
         *
         * @param notes the notes
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code notes} is null
         */
        public AddOptions notes(String notes) {
            this.notes = Check.present(ADD, "notes", notes);
            return this;
        }

        /**
         * Sets the new task's starting status.
         *
         * @param status the status
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code status} is null
         */
        public AddOptions status(Status status) {
            this.status = Check.present(ADD, "status", status);
            return this;
        }
    }

    /**
     * The changes {@link Tasks#update(int, TaskPatch)} makes; a field no method
     * was called for keeps its value. Each method returns this builder, and a
     * later call for the same field replaces an earlier one.
     * <pre>{@code
     * Tasks.update(3, new Tasks.TaskPatch().status(Tasks.Status.DONE).clearNotes());
     * }</pre>
     */
    public static final class TaskPatch {
        private String title;
        private Status status;
        private Map<String, Object> notes = Json.object("tag", "keep");

        /** Creates a patch that changes nothing. */
        public TaskPatch() {
        }

        /**
         * Gives the task a new title. A title cannot be cleared.
         *
         * @param title the new title
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code title} is null
         */
        public TaskPatch title(String title) {
            this.title = Check.present(UPDATE, "title", title);
            return this;
        }

        /**
         * Gives the task a new status.
         *
         * @param status the new status
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code status} is null
         */
        public TaskPatch status(Status status) {
            this.status = Check.present(UPDATE, "status", status);
            return this;
        }

        /**
         * Replaces the task's notes.
         *
         * @param notes the new notes
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code notes} is null;
         *     call {@link #clearNotes()} to remove them
         */
        public TaskPatch notes(String notes) {
            if (notes == null) {
                throw Check.invalid(UPDATE, "notes must not be null; call clearNotes() to remove a task's notes");
            }
            this.notes = Json.object("tag", "set", "val", notes);
            return this;
        }

        /**
         * Removes the task's notes.
         *
         * @return this builder
         */
        public TaskPatch clearNotes() {
            this.notes = Json.object("tag", "clear");
            return this;
        }
    }

    private static final String ADD = "tasks.add";
    private static final String UPDATE = "tasks.update";

    private static Task task(Node t) {
        return new Task(t.get("id").u32(), t.get("title").string(), t.get("status").choice(Status.values(), Status::wireName),
                t.optionalString("notes"), t.get("created-at").u64(), t.get("updated-at").u64());
    }

    private static Object status(Status s) {
        return s == null ? null : s.wireName();
    }

    /**
     * Adds a task with status {@code TODO} and no notes.
     *
     * @param title what the task is
     * @return the new task, with its id
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop tasks.add
     */
    public static Task add(String title) throws ApiError {
        return add(title, new AddOptions());
    }

    /**
     * Adds a task with a starting status.
     *
     * @param title what the task is
     * @param status where it starts
     * @return the new task, with its id
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop tasks.add
     */
    public static Task add(String title, Status status) throws ApiError {
        Check.present(ADD, "status", status);
        return add(title, new AddOptions().status(status));
    }

    /**
     * Adds a task with notes or a starting status.
     *
     * @param title what the task is
     * @param options its notes and starting status
     * @return the new task, with its id
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop tasks.add
     */
    public static Task add(String title, AddOptions options) throws ApiError {
        Check.present(ADD, "title", title);
        Check.present(ADD, "options", options);
        return task(Wire.invoke(ADD, Json.object("title", title, "notes", options.notes, "status", status(options.status))));
    }

    /**
     * Changes a task's title, status or notes, keeping whatever the patch leaves alone.
     *
     * @param id the task's id
     * @param patch the changes
     * @return the task as changed
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND}, {@code IO},
     *     {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop tasks.update
     */
    public static Task update(int id, TaskPatch patch) throws ApiError {
        Check.count(UPDATE, "id", id);
        Check.present(UPDATE, "patch", patch);
        return task(Wire.invoke(UPDATE, Json.object("id", id,
                "patch", Json.object("title", patch.title, "status", status(patch.status), "notes", patch.notes))));
    }

    /**
     * Lists every task.
     *
     * @return the tasks
     * @throws ApiError with code {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop tasks.list
     */
    public static List<Task> list() throws ApiError {
        return Wire.invoke("tasks.list", Json.object("status", null)).list(Tasks::task);
    }

    /**
     * Lists the tasks with one status.
     *
     * @param status the status to keep
     * @return the tasks with that status
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop tasks.list
     */
    public static List<Task> list(Status status) throws ApiError {
        String op = "tasks.list";
        Check.present(op, "status", status);
        return Wire.invoke(op, Json.object("status", status.wireName())).list(Tasks::task);
    }
}
