/**
 * What the agent remembers across turns: {@link gg.memories.Memories}.
 *
 * <p>A program reaches it with {@code import gg.memories.Memories;}.
 */
package gg.memories;
