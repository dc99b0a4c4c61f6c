package gg.internal;

/**
 * What carries one wire call to the host and back.
 *
 * <p>The component's transport lowers the call to {@code gg:agent/wire}'s
 * {@code call}; a test installs one that records. Exactly one is installed,
 * with {@link Wire#install(Transport)}.
 */
public interface Transport {
    /**
     * Carries one call.
     *
     * @param operation the operation's stable key, for example {@code files.read-file}
     * @param arguments the arguments, a JSON object in the wire's conventions
     * @return the operation's result as JSON text (the ok side of the wire's {@code result})
     * @throws gg.ApiError the err side of the wire's {@code result}, as the host gave it
     */
    String call(String operation, String arguments);
}
