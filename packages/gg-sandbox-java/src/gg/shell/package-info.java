/**
 * Commands in the workspace: {@link gg.shell.Shell}.
 *
 * <p>A program reaches it with {@code import gg.shell.Shell;}.
 */
package gg.shell;
