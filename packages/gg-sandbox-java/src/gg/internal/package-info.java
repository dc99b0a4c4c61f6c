/**
 * The SDK's one crossing into gg, and nothing a program calls.
 *
 * <p>Every family method validates its arguments, builds a JSON object with
 * {@link gg.internal.Json}, and hands it to {@link gg.internal.Wire#call(String, String)},
 * which delegates to the {@link gg.internal.Transport} installed once at start.
 * The answer is parsed back with {@link gg.internal.Json} and read through
 * {@link gg.internal.Node}, which turns a result of the wrong shape into an
 * {@link gg.ApiError} with code {@code IO}.
 */
package gg.internal;
