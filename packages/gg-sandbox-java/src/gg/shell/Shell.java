package gg.shell;

import gg.ApiError;
import gg.internal.Check;
import gg.internal.Json;
import gg.internal.Node;
import gg.internal.Wire;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * Commands in the workspace, each run with {@code /bin/sh -c}.
 *
 * <p>Grant: {@code shell}, off unless granted.
 */
public final class Shell {
    private Shell() {
    }

    private static final String RUN = "shell.run";

    /**
     * The optional settings of {@link Shell#run(String, RunOptions)}; each
     * setter returns this builder.
     * <pre>{@code
     * Shell.run("make test", new Shell.RunOptions().timeoutSeconds(300).env("CI", "1").cwd("build"));
     * }</pre>
     */
    public static final class RunOptions {
        private OptionalInt timeoutSeconds = OptionalInt.empty();
        private final List<Object> env = new ArrayList<>();
        private String cwd;
        private String stdin;

        /** Creates options with every setting at its default. */
        public RunOptions() {
        }

        /**
         * Sets how many seconds pass before the whole process group is killed
         * (the host's default is 120, its maximum 600).
         *
         * @param seconds the timeout in seconds
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code seconds} is negative
         */
        public RunOptions timeoutSeconds(int seconds) {
            this.timeoutSeconds = OptionalInt.of(Check.count(RUN, "timeoutSeconds", seconds));
            return this;
        }

        /**
         * Adds one environment variable the command sees. The command's
         * environment is otherwise only {@code PATH}, {@code HOME}, {@code LANG}
         * and {@code TERM}, at fixed values.
         *
         * @param name the variable's name
         * @param value its value
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when either is null
         */
        public RunOptions env(String name, String value) {
            Check.present(RUN, "env name", name);
            Check.present(RUN, "env value", value);
            List<Object> pair = new ArrayList<>(2);
            pair.add(name);
            pair.add(value);
            env.add(pair);
            return this;
        }

        /**
         * Runs the command in a directory instead of the workspace root.
         *
         * @param cwd a workspace-relative directory
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code cwd} is null
         */
        public RunOptions cwd(String cwd) {
            this.cwd = Check.present(RUN, "cwd", cwd);
            return this;
        }

        /**
         * Writes a text to the command's standard input.
         *
         * @param stdin the text
         * @return this builder
         * @throws ApiError with code {@code INVALID_ARGUMENT} when {@code stdin} is null
         */
        public RunOptions stdin(String stdin) {
            this.stdin = Check.present(RUN, "stdin", stdin);
            return this;
        }
    }

    /**
     * How a command ended and what it wrote.
     *
     * @param exitCode the exit code; empty when a signal ended the process
     * @param signal the signal that ended the process, if one did
     * @param stdout what the command wrote to standard output, up to the capture cap
     * @param stderr what it wrote to standard error, up to the capture cap
     * @param stdoutDropped how many bytes of standard output past the cap were dropped
     * @param stderrDropped how many bytes of standard error past the cap were dropped
     * @param timedOut true when the timeout killed the process group
     * @param durationMs how long the command ran, in milliseconds
     */
    public record RunResult(OptionalInt exitCode, OptionalInt signal, String stdout, String stderr,
            long stdoutDropped, long stderrDropped, boolean timedOut, long durationMs) {
        /**
         * Tells whether the command exited with status 0.
         *
         * @return true for a zero exit code
         */
        public boolean succeeded() {
            return exitCode.isPresent() && exitCode.getAsInt() == 0;
        }
    }

    /**
     * Runs a command line in the workspace root with the default timeout.
     * A process that ran is a result whatever its exit code.
     *
     * @param command the command line, given to {@code /bin/sh -c}
     * @return how the command ended and what it wrote
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code IO}, {@code LIMIT_EXCEEDED}
     *     or {@code UNAVAILABLE}
     * @ggop shell.run
     */
    public static RunResult run(String command) throws ApiError {
        return run(command, new RunOptions());
    }

    /**
     * Runs a command line with a timeout, variables, a directory or an input.
     * A process that ran is a result whatever its exit code.
     *
     * @param command the command line, given to {@code /bin/sh -c}
     * @param options how to run it
     * @return how the command ended and what it wrote
     * @throws ApiError with code {@code INVALID_ARGUMENT}, {@code NOT_FOUND} (no such
     *     directory), {@code DENIED}, {@code IO}, {@code LIMIT_EXCEEDED} or {@code UNAVAILABLE}
     * @ggop shell.run
     */
    public static RunResult run(String command, RunOptions options) throws ApiError {
        Check.present(RUN, "command", command);
        Check.present(RUN, "options", options);
        Node r = Wire.invoke(RUN, Json.object("command", command, "options", Json.object(
                "timeout-seconds", Check.option(options.timeoutSeconds), "env", options.env,
                "cwd", options.cwd, "stdin", options.stdin)));
        return new RunResult(r.optionalS32("exit-code"), r.optionalS32("signal"), r.get("stdout").string(),
                r.get("stderr").string(), r.get("stdout-dropped").u64(), r.get("stderr-dropped").u64(),
                r.get("timed-out").bool(), r.get("duration-ms").u64());
    }
}
