/**
 * What the user sees, and the end of the agent's task: {@link gg.session.Session}.
 *
 * <p>A program reaches it with {@code import gg.session.Session;}.
 */
package gg.session;
