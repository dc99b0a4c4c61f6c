// The one place program text is evaluated.
//
// A direct eval inside a module is strict, as the model's module would be,
// without a "use strict" directive in front of its text; so the host's
// lowering moves nothing and a position the engine reports is the model's own.
// The function is anonymous and this module declares nothing else, so the
// program's scope holds nothing of gg's. (It can see `arguments`, which a
// module's top level cannot; that is the one difference.)
export default function (/* text */) {
  return eval(arguments[0]);
}
