// How a keep-state session's program is evaluated: an indirect eval, so the
// text runs as a sloppy global script would. Its `var` and function
// declarations (the host's lowering turned its top-level `let`, `const` and
// `class` into `var`s) become properties of the global object, which
// outlives the program in a kept instance: the next program of the session
// sees them. A strict direct eval (`evaluate.js`) keeps nothing.
export default function (/* text */) {
  return (0, eval)(arguments[0]);
}
