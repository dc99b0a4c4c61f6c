/**
 * What the model is shown at the start of its next turn: {@link gg.views.Views}.
 *
 * <p>A program reaches it with {@code import gg.views.Views;}.
 */
package gg.views;
