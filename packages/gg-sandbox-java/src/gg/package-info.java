/**
 * What every family of gg's agent surface shares: the {@link gg.ApiError} each
 * call throws when it is refused or fails, and {@link gg.Gg#log(String)}, the
 * program's line to whoever is watching the run.
 *
 * <p>A program reaches this package with {@code import gg.*;}. Each capability
 * family is a class of static methods in a package of its own, such as
 * {@code gg.files.Files} and {@code gg.tasks.Tasks}.
 */
package gg;
