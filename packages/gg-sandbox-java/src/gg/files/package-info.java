/**
 * The agent's workspace files: {@link gg.files.Files}.
 *
 * <p>A program reaches it with {@code import gg.files.Files;}.
 */
package gg.files;
