/**
 * The agent's task list: {@link gg.tasks.Tasks}.
 *
 * <p>A program reaches it with {@code import gg.tasks.Tasks;}.
 */
package gg.tasks;
