/**
 * Tools the embedding host registered: {@link gg.tools.Tools}.
 *
 * <p>A program reaches it with {@code import gg.tools.Tools;}.
 */
package gg.tools;
