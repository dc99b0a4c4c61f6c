/**
 * The thread of turns this workspace has run: {@link gg.context.Context}.
 *
 * <p>A program reaches it with {@code import gg.context.Context;}.
 */
package gg.context;
