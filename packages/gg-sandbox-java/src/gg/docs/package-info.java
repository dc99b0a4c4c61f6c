/**
 * This SDK's own documentation, searchable: {@link gg.docs.Docs}.
 *
 * <p>A program reaches it with {@code import gg.docs.Docs;}.
 */
package gg.docs;
