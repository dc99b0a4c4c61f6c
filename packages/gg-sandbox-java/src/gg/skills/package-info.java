/**
 * Reusable know-how kept as skills: {@link gg.skills.Skills}.
 *
 * <p>A program reaches it with {@code import gg.skills.Skills;}.
 */
package gg.skills;
